import { errorMessage, formatYen, membershipFees } from '@fanclub/domain';
import type { MembershipPlan, Subscription } from '@fanclub/domain';
import { useMembershipPlans } from '@fanclub/domain/react';
import { ButtonLink, cycleLabel, EmptyState, ErrorState, PageSpinner, PlanCard, PlanList } from '@fanclub/ui';
import { useState } from 'react';
import { formatDate } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { yearlyCost } from './billing.ts';
import { PlanChangeConfirmation } from './PlanChangeConfirmation.tsx';
import { useViewFocus } from '../../app/site/page-focus.ts';

/** 「年間で¥1,100おトクになります」: the new plan against the current one, over a year. */
export const yearlyDifference = (current: Subscription, plan: MembershipPlan): string => {
  const diff =
    yearlyCost(membershipFees(plan).recurring, plan) - yearlyCost(membershipFees(current).recurring, current);
  if (diff < 0) return `今のプランより年間で${formatYen(-diff)}おトクになります（税込）。`;
  if (diff > 0) return `今のプランより年間で${formatYen(diff)}高くなります（税込）。`;
  return '年間の会費は今のプランと変わりません。';
};

/**
 * /my-account/plan: a paid member picks another plan, sees what it costs against the current one
 * and from when it applies (the next billing date: the current period is paid), then confirms on
 * the final confirmation screen. Nothing is charged by the change itself.
 */
export function PlanChangePage() {
  const { user } = useSession();
  const [chosen, setChosen] = useState<MembershipPlan | null>(null);
  const [changed, setChanged] = useState<Subscription | null>(null);
  const sub = user?.subscription ?? null;
  useViewFocus(changed ? 'changed' : chosen ? 'confirm' : 'choose');
  if (!user) return null;

  if (changed) return <PlanChanged subscription={changed} />;
  if (!sub?.isActive) {
    return (
      <>
        <PageHeading title="プランの変更" />
        <div className={styles.stack}>
          <p>有料会員プランをご利用ではありません。</p>
          <ButtonLink href={paths.membershipUpgrade}>有料会員プランを見る</ButtonLink>
        </div>
      </>
    );
  }
  if (sub.status === 'cancel_requested') {
    return (
      <>
        <PageHeading title="プランの変更" />
        <div className={styles.stack}>
          <p>
            退会のお手続き中のため、プランを変更できません。退会を取り消すと、プランを変更できるようになります。
          </p>
          <ButtonLink href={paths.myAccountUnsubscribeCancel}>退会を取り消す</ButtonLink>
          <ButtonLink href={paths.myAccount} variant="secondary">
            マイページへ
          </ButtonLink>
        </div>
      </>
    );
  }
  if (chosen) {
    return (
      <>
        <PageHeading title="プラン変更内容の確認" lead={chosen.name} />
        <PlanChangeConfirmation
          current={sub}
          plan={chosen}
          cardNumber={user.maskedCardNumber}
          onBack={() => setChosen(null)}
          onChanged={setChanged}
        />
      </>
    );
  }
  return (
    <>
      <PageHeading title="プランの変更" />
      <PlanChoice current={sub} onChoose={setChosen} />
    </>
  );
}

function PlanChoice({
  current,
  onChoose,
}: {
  readonly current: Subscription;
  readonly onChoose: (plan: MembershipPlan) => void;
}) {
  const plans = useMembershipPlans();
  if (plans.isPending) return <PageSpinner size="inline" />;
  if (plans.isError)
    return (
      <ErrorState
        message={errorMessage(plans.error)}
        onRetry={() => void plans.refetch()}
        isRetrying={plans.isFetching}
      />
    );
  const shown = plans.data.data.filter((plan) => plan.isDisplayed);
  const others = shown.filter((plan) => plan.id !== current.planId);
  const { recurring } = membershipFees(current);
  const appliesFrom = current.nextBillingDate ? formatDate(current.nextBillingDate) : null;
  return (
    <div className={styles.stack}>
      <p className={styles.notice}>
        現在のプランは「{current.name}」（{formatYen(recurring)}（税込）／{cycleLabel(current)}）です。
        {appliesFrom &&
          `変更後のプランは次回のお支払い日（${appliesFrom}）から適用され、それまでは今のプランのままご利用いただけます。変更の手続きで料金はかかりません。`}
      </p>
      {others.length === 0 ? (
        <EmptyState title="ほかに変更できるプランはありません。" />
      ) : (
        <>
          {/* PlanCard names are h3: this h2 keeps the heading levels in order. */}
          <h2>変更できるプラン</h2>
          <PlanList label="変更できるプラン">
            {others.map((plan) => {
              const fees = membershipFees(plan);
              return (
                <li key={plan.id}>
                  <PlanCard
                    name={plan.name}
                    price={fees.recurring}
                    cycleType={plan.cycleType}
                    cycleValue={plan.cycleValue}
                    imageUrl={plan.images[0]?.url}
                    onSelect={() => onChoose(plan)}
                  />
                  <p>{yearlyDifference(current, plan)}</p>
                </li>
              );
            })}
          </PlanList>
        </>
      )}
      <ButtonLink href={paths.myAccount} variant="secondary">
        マイページに戻る
      </ButtonLink>
    </div>
  );
}

function PlanChanged({ subscription }: { readonly subscription: Subscription }) {
  const { recurring } = membershipFees(subscription);
  return (
    <>
      <PageHeading title="プランを変更しました" />
      <div className={styles.stack}>
        <p role="status">
          {subscription.nextBillingDate
            ? `${formatDate(subscription.nextBillingDate)}のお支払いから「${subscription.name}」（${formatYen(recurring)}（税込）／${cycleLabel(subscription)}）になります。`
            : `「${subscription.name}」に変更しました。`}
          確認のメールをお送りしました。
        </p>
        <ButtonLink href={paths.myAccount}>マイページへ</ButtonLink>
      </div>
    </>
  );
}

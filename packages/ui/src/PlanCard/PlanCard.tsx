import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Image } from '../Image/Image.tsx';
import { ButtonLink } from '../Link/ButtonLink.tsx';
import { planText } from '../messages/plan.ts';
import { Price } from '../Price/Price.tsx';
import styles from './PlanCard.module.css';

export type BillingCycle = { cycleType: 'month' | 'year'; cycleValue: number };

/** 「毎月」「3か月ごと」「毎年」: when the charge recurs, in words. */
export function cycleLabel({ cycleType, cycleValue }: BillingCycle): string {
  if (cycleType === 'month') return cycleValue === 1 ? '毎月' : `${cycleValue}か月ごと`;
  return cycleValue === 1 ? '毎年' : `${cycleValue}年ごと`;
}

export type PlanCardProps = BillingCycle & {
  /** プラン名。 */
  name: string;
  /** 1 周期あたりの税込の金額。 Tax-included price per cycle. */
  price: number;
  /** 税込の入会金（0 なら出しません）。 Tax-included initial fee; 0 hides it. */
  initialFee?: number;
  /** プランの画像。 */
  imageUrl?: string | null;
  /** 会員が今利用しているプラン。 */
  isCurrent?: boolean;
  /** 選ぶボタンを押したとき（なければボタンを出しません）。 */
  onSelect?: () => void;
  /** 申し込みの処理中。 */
  isPending?: boolean;
  /**
   * 入会のリンク先（入会案内など、その場で選ばずにページへ進むとき）。`onSelect` の代わりに使います。
   * Where joining leads (the membership guide): a link instead of the select button.
   */
  joinHref?: string;
  /** 入会金が 0 のとき「入会金 無料」と出します（入会案内で費用をすべて見せるとき）。 */
  showFreeInitialFee?: boolean;
};

/**
 * 有料会員のプラン 1 つ: 名前、税込の金額と請求の周期（毎月・3 か月ごと・毎年）、入会金、選ぶボタン（または入会のリンク）。
 *
 * **使う場面**: プランの一覧（`PlanList`）。今のプランには `isCurrent`（「ご利用中」）。入会案内では `joinHref`（「〜で入会する」のリンク）と `showFreeInitialFee`。
 *
 * **使わない場面**: 申し込み後の契約内容（`SubscriptionSummary`）。
 *
 * **キーボード・スクリーンリーダー**: プラン名が見出し。「このプランを選ぶ」はプラン名を含む名前のボタンです。
 */
export function PlanCard({
  name,
  price,
  initialFee = 0,
  cycleType,
  cycleValue,
  imageUrl,
  isCurrent,
  onSelect,
  isPending,
  joinHref,
  showFreeInitialFee,
}: PlanCardProps) {
  return (
    <article className={styles.card} data-current={isCurrent || undefined} aria-label={name}>
      {imageUrl && (
        <Image src={imageUrl} alt="" aspectRatio="16 / 9" sizes="(max-width: 768px) 100vw, 360px" />
      )}
      <div className={styles.body}>
        {isCurrent && <Badge tone="brand">{planText.currentPlan}</Badge>}
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.price}>
          <Price amount={price} size="lg" />
          <span className={styles.cycle}>／{cycleLabel({ cycleType, cycleValue })}</span>
        </p>
        {initialFee > 0 ? (
          <p className={styles.fee}>
            {planText.initialFee} <Price amount={initialFee} size="sm" />
          </p>
        ) : (
          showFreeInitialFee && (
            <p className={styles.fee}>
              {planText.initialFee} {planText.free}
            </p>
          )
        )}
        {onSelect && !isCurrent && (
          <Button onPress={onSelect} isPending={isPending} fullWidth>
            {planText.choosePlan(name)}
          </Button>
        )}
        {joinHref && !onSelect && !isCurrent && (
          <ButtonLink href={joinHref} fullWidth>
            {planText.joinPlan(name)}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}

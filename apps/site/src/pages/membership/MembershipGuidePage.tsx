import { membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useMembershipPlans } from '@fanclub/domain/react';
import { ButtonLink, PlanCard, PlanList } from '@fanclub/ui';
import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import content from '../../components/content.module.css';
import { guideText } from './guide-text.ts';
import styles from './guide.module.css';

/**
 * A plan's benefits are CMS HTML: the sanitiser comes in its own chunk. The server renders the page
 * whole (src/entry-server.tsx waits for every lazy part), so the benefits are on the first paint and
 * the browser keeps them while the chunk arrives; only the guide's own code counts against the
 * first-load budget (issue 18).
 */
const PlanBenefits = lazy(async () => ({ default: (await import('./PlanBenefits.tsx')).PlanBenefits }));

/**
 * Memoised: a render of the page while the chunk is still on its way (the session read after
 * hydration) must not reach the server-rendered boundary, or React would render it anew in the
 * browser and show its empty fallback until the chunk came (a layout shift).
 */
const Benefits = memo(function Benefits({ html }: { html: string }) {
  return (
    <Suspense fallback={null}>
      <PlanBenefits html={html} />
    </Suspense>
  );
});

/**
 * 入会案内: what joining gives, every plan the club offers (fee with tax per cycle, initial fee,
 * benefits) with its join link, and the steps to join. A guest joins through registration, a free
 * member goes straight to the chosen plan's payment, a paid member sees their plan marked.
 */
export function MembershipGuidePage() {
  const plans = useMembershipPlans();
  const { user } = useSession();
  const current = user?.subscription?.isActive ? user.subscription : null;
  return (
    <>
      <PageHeading title={guideText.title} lead={guideText.lead} />
      <div className={content.stack}>
        <section aria-labelledby="guide-plans" className={styles.section}>
          <h2 id="guide-plans">{guideText.plansHeading}</h2>
          <p>{guideText.plansNote}</p>
          {current && (
            <div className={content.notice}>
              <p>{guideText.currentPlan(current.name)}</p>
              <p>
                <Link to={paths.myAccountCard}>{guideText.seeCard}</Link>
              </p>
            </div>
          )}
          <GuidePlans
            plans={plans}
            currentPlanId={current?.planId ?? null}
            joinHref={(plan) =>
              user ? `${paths.membershipUpgrade}?plan=${encodeURIComponent(plan.id)}` : paths.registration
            }
          />
        </section>
        <section aria-labelledby="guide-steps" className={styles.section}>
          <h2 id="guide-steps">{guideText.stepsHeading}</h2>
          <ol className={styles.steps}>
            {guideText.steps.map((step, index) => (
              <li key={step.title}>
                <span className={styles.stepNumber}>STEP {index + 1}</span>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
          {!user && (
            <div className={styles.join}>
              <ButtonLink href={paths.registration}>{guideText.register}</ButtonLink>
              <p>
                {guideText.memberPrompt}
                <Link to={signInPath(paths.membershipGuide)}>{guideText.signIn}</Link>
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

interface GuidePlansProps {
  readonly plans: ReturnType<typeof useMembershipPlans>;
  readonly currentPlanId: number | null;
  readonly joinHref: (plan: MembershipPlan) => string;
}

/** The plans on show; the spec's catalogue has no plan-fetch message, so a failure shows the server's. */
function GuidePlans({ plans, currentPlanId, joinHref }: GuidePlansProps) {
  return (
    <QueryBoundary
      query={plans}
      isEmpty={(data) => !data.data.some((plan) => plan.isDisplayed)}
      emptyText={guideText.noPlans}
    >
      {(data) => (
        <PlanList label={guideText.plansHeading}>
          {data.data
            .filter((plan) => plan.isDisplayed)
            .map((plan) => {
              const { recurring, initialFee } = membershipFees(plan);
              return (
                <li key={plan.id} className={styles.plan}>
                  <PlanCard
                    name={plan.name}
                    price={recurring}
                    initialFee={initialFee}
                    showFreeInitialFee
                    cycleType={plan.cycleType}
                    cycleValue={plan.cycleValue}
                    imageUrl={plan.images[0]?.url}
                    isCurrent={currentPlanId === plan.id}
                    joinHref={currentPlanId === null ? joinHref(plan) : undefined}
                  />
                  {plan.contentView && <Benefits html={plan.contentView} />}
                </li>
              );
            })}
        </PlanList>
      )}
    </QueryBoundary>
  );
}

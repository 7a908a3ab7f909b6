import { membershipFees } from '@fanclub/domain';
import type { MembershipPlan } from '@fanclub/domain';
import { useMembershipPlans } from '@fanclub/domain/react';
import { PlanCard, PlanList } from '@fanclub/ui';
import { lazy, memo, Suspense } from 'react';
import { QueryBoundary } from './QueryBoundary.tsx';
import styles from './content.module.css';

/**
 * A plan's benefits are CMS HTML: the sanitiser comes in its own chunk. The server renders the page
 * whole (src/entry-server.tsx waits for every lazy part), so the benefits are on the first paint and
 * the browser keeps them while the chunk arrives; only the page's own code counts against the
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

interface MembershipPlansProps {
  /** The list's accessible name (the heading of the section it sits in). */
  readonly label: string;
  /** What shows when the club offers no plan. */
  readonly emptyText: string;
  /** The member's current plan, marked and without join links; null for a guest or a free member. */
  readonly currentPlanId?: number | null;
  /** Where a plan's join button leads; none hides the buttons (the fan is joining already). */
  readonly joinHref?: (plan: MembershipPlan) => string;
}

/**
 * The plans the club shows (fee with tax per cycle, initial fee, picture, benefits), as the
 * membership guide (入会案内) and registration show them: one list, so both say the same. The spec's
 * catalogue has no plan-fetch message, so a failure shows the server's.
 */
export function MembershipPlans({ label, emptyText, currentPlanId = null, joinHref }: MembershipPlansProps) {
  const plans = useMembershipPlans();
  return (
    <QueryBoundary
      query={plans}
      isEmpty={(data) => !data.data.some((plan) => plan.isDisplayed)}
      emptyText={emptyText}
    >
      {(data) => (
        <PlanList label={label}>
          {data.data
            .filter((plan) => plan.isDisplayed)
            .map((plan) => {
              const { recurring, initialFee } = membershipFees(plan);
              return (
                <li key={plan.id} className={styles.stack}>
                  <PlanCard
                    name={plan.name}
                    price={recurring}
                    initialFee={initialFee}
                    showFreeInitialFee
                    cycleType={plan.cycleType}
                    cycleValue={plan.cycleValue}
                    imageUrl={plan.images[0]?.url}
                    isCurrent={currentPlanId === plan.id}
                    joinHref={currentPlanId === null && joinHref ? joinHref(plan) : undefined}
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

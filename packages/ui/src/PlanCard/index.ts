export { cycleLabel, PlanCard, type BillingCycle, type PlanCardProps } from './PlanCard.tsx';
export { PlanList } from './PlanList.tsx';

export { SubscriptionSummary, type SubscriptionStatus } from './SubscriptionSummary.tsx';

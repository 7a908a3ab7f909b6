export { MembershipCard, type MembershipCardRank } from './MembershipCard.tsx';
export { MemberSummary } from './MemberSummary.tsx';

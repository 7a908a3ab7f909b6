export { MembershipCard, type MembershipCardRank } from './MembershipCard.tsx';

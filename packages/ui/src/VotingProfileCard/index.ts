export { VotingProfileCard, type VotingProfileCardProps } from './VotingProfileCard.tsx';

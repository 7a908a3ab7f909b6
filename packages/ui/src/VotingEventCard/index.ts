export { VotingEventCard, votingState } from './VotingEventCard.tsx';

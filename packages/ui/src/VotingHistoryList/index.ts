export { VotingHistoryList, type VotingHistoryRow } from './VotingHistoryList.tsx';

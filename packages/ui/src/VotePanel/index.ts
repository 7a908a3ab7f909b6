export { VotePanel, type VotePanelProps } from './VotePanel.tsx';

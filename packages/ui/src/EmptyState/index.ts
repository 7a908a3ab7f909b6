export { EmptyState } from './EmptyState.tsx';

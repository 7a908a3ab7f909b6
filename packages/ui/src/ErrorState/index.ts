export { ErrorState } from './ErrorState.tsx';

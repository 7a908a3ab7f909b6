export { PageSpinner } from './PageSpinner.tsx';

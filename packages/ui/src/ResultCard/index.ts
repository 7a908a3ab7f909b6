export { ResultCard } from './ResultCard.tsx';

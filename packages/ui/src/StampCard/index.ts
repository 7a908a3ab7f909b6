export { StampCard, type Stamp } from './StampCard.tsx';

export { CartSummary } from './CartSummary.tsx';

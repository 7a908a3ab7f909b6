export { Price } from './Price.tsx';

export { Price } from './Price.tsx';
export { formatYen } from '../format/yen.ts';

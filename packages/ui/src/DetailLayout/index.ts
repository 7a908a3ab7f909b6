export { DetailLayout, type Neighbour } from './DetailLayout.tsx';

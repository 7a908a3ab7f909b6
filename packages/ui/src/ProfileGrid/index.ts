export { ProfileGrid } from './ProfileGrid.tsx';

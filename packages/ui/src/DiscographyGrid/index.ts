export { DiscographyGrid, type DiscographyItem } from './DiscographyGrid.tsx';

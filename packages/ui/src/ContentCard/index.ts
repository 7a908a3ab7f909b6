export { ContentCard, type ContentCardProps } from './ContentCard.tsx';
export { CardGrid } from './CardGrid.tsx';

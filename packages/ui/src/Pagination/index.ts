export { Pagination } from './Pagination.tsx';
export { pageItems, type PageItem } from './pages.ts';

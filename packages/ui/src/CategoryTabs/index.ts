export { ALL_CATEGORIES, CategoryTabs, type Category } from './CategoryTabs.tsx';
export { CategoryTabLinks } from './CategoryTabLinks.tsx';

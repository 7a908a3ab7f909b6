export { ALL_CATEGORIES, CategoryTabs, type Category } from './CategoryTabs.tsx';

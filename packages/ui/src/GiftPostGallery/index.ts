export { GiftPostGallery, type GiftPostItem } from './GiftPostGallery.tsx';

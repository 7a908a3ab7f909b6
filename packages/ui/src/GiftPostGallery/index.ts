export { GiftPostGallery } from './GiftPostGallery.tsx';
export { GiftPostGalleryLinks } from './GiftPostGalleryLinks.tsx';
export type { GiftPostItem } from './GiftPostCard.tsx';

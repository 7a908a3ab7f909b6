export { preloadBrandIcons, SocialLinks, type SocialLinksData } from './SocialLinks.tsx';

export { SocialLinks, type SocialLinksData } from './SocialLinks.tsx';

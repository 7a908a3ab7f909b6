export { Header, type HeaderProps, type HeaderSession } from './Header.tsx';
export { SocialLinks, type SocialLinksData } from './SocialLinks.tsx';

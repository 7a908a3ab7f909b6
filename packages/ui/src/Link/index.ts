export { Link, type LinkProps } from './Link.tsx';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
export {
  LinkNavigationProvider,
  shouldClientNavigate,
  useLinkNavigation,
  type LinkNavigation,
} from './link-navigation.tsx';

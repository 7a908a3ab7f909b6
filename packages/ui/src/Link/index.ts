export { Link, type LinkProps } from './Link.tsx';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';
export {
  LinkNavigationProvider,
  shouldClientNavigate,
  useLinkNavigation,
  useRouterLink,
  type LinkNavigation,
} from './link-navigation.tsx';
export { NativeLink, type NativeLinkProps } from './NativeLink.tsx';

export { ButtonLink, Link, type ButtonLinkProps, type LinkProps } from './Link.tsx';

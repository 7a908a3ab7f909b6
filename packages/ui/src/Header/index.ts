export { Header, type HeaderProps } from './Header.tsx';
export { GuestActions } from './GuestActions.tsx';
export { MemberActions } from './MemberActions.tsx';
export { VotingNavItems } from './VotingNavItems.tsx';
export { NavDropdown } from './NavDropdown.tsx';
export { ShellHeader, type ShellHeaderProps } from './ShellHeader.tsx';

import { NativeLink } from '../Link/NativeLink.tsx';
import { contact, faq, help, votingHistory } from '../messages/nav.ts';
import { isCurrentPath } from './current-path.ts';
import { NavDropdown } from './NavDropdown.tsx';
import styles from './Header.module.css';

type VotingNavItemsProps = {
  currentPath?: string;
  historyHref?: string;
  faqHref?: string;
  contactHref?: string;
};

/** The header's /voting variant (spec section 2): voting history and a help dropdown after the menu. */
export function VotingNavItems({
  currentPath,
  historyHref = '/voting/history',
  faqHref = '/q&a',
  contactHref = '/contact',
}: VotingNavItemsProps) {
  return (
    <>
      <li>
        <NativeLink
          href={historyHref}
          className={styles.navLink}
          aria-current={isCurrentPath(historyHref, currentPath) ? 'page' : undefined}
        >
          {votingHistory}
        </NativeLink>
      </li>
      <li>
        <NavDropdown label={help}>
          <li>
            <NativeLink href={faqHref}>{faq}</NativeLink>
          </li>
          <li>
            <NativeLink href={contactHref}>{contact}</NativeLink>
          </li>
        </NavDropdown>
      </li>
    </>
  );
}

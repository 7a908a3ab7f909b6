import { useId } from 'react';
import { NativeLink } from '../Link/NativeLink.tsx';
import { contact, faq, help, votingHistory } from '../messages/nav.ts';
import { isCurrentPath } from './current-path.ts';
import { NavDropdown } from './NavDropdown.tsx';
import styles from './Header.module.css';

type VotingNavItemsProps = {
  /** 今のアドレス（投票履歴を現在のページにします）。 */
  currentPath?: string;
  historyHref?: string;
  faqHref?: string;
  contactHref?: string;
  /**
   * `header`（ヘルプはドロップダウン）か `drawer`（ヘルプは見出しとリンクの一覧）。
   * Where the items go: the header's menu (help as a dropdown) or the drawer, which phones use
   * instead of the header's menu (help as a heading over its two links, nothing to open twice).
   */
  placement?: 'header' | 'drawer';
  /** ドロワーでリンクを選んだとき（ドロワーを閉じる）。 Following a link in the drawer closes it. */
  onNavigate?: () => void;
};

/**
 * 投票ページのメニューの追加（仕様 2 章）: 投票履歴と、よくある質問・お問い合わせのヘルプ。`<li>` を返すので、ヘッダーのメニューかドロワーの一覧の中に置きます。
 *
 * The /voting variant's menu items (spec section 2): voting history and help (Q&A and contact),
 * as `<li>` items for the header's menu or, on phones, the drawer's list.
 */
export function VotingNavItems({
  currentPath,
  historyHref = '/voting/history',
  faqHref = '/q&a',
  contactHref = '/contact',
  placement = 'header',
  onNavigate,
}: VotingNavItemsProps) {
  const helpId = useId();
  const history = (
    <li>
      <NativeLink
        href={historyHref}
        className={placement === 'header' ? styles.navLink : undefined}
        aria-current={isCurrentPath(historyHref, currentPath) ? 'page' : undefined}
        onClick={onNavigate}
      >
        {votingHistory}
      </NativeLink>
    </li>
  );
  const helpLinks = (
    <>
      <li>
        <NativeLink href={faqHref} onClick={onNavigate}>
          {faq}
        </NativeLink>
      </li>
      <li>
        <NativeLink href={contactHref} onClick={onNavigate}>
          {contact}
        </NativeLink>
      </li>
    </>
  );
  if (placement === 'drawer') {
    return (
      <>
        {history}
        <li>
          <span id={helpId} data-group-label="">
            {help}
          </span>
          <ul aria-labelledby={helpId}>{helpLinks}</ul>
        </li>
      </>
    );
  }
  return (
    <>
      {history}
      <li>
        <NavDropdown label={help}>{helpLinks}</NavDropdown>
      </li>
    </>
  );
}

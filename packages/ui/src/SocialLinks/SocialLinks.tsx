import { opensInNewTab, social } from '../messages/shell.ts';
import styles from './SocialLinks.module.css';

/** The web spec's social accounts, by its own field names; a missing one is not shown. */
export type SocialLinksData = {
  tiktokLink?: string | null;
  instagramLink?: string | null;
  xLink?: string | null;
  youtubeLink?: string | null;
};

const NETWORKS = [
  { field: 'tiktokLink', label: 'TikTok', glyph: 'T' },
  { field: 'instagramLink', label: 'Instagram', glyph: 'I' },
  { field: 'xLink', label: 'X', glyph: 'X' },
  { field: 'youtubeLink', label: 'YouTube', glyph: 'Y' },
] as const;

type SocialLinksProps = {
  links: SocialLinksData | null | undefined;
  /**
   * Spec section 2: the header links TikTok, Instagram and X, and gives way to the menu button on
   * phones (section 9); the footer adds YouTube.
   */
  placement: 'header' | 'footer';
};

/** The fan club's social accounts, each opening in a new tab. */
export function SocialLinks({ links, placement }: SocialLinksProps) {
  const shown = NETWORKS.filter(
    (network) => links?.[network.field] && (placement === 'footer' || network.field !== 'youtubeLink'),
  );
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} data-placement={placement} aria-label={social}>
      {shown.map(({ field, label, glyph }) => (
        <li key={field}>
          <a
            href={links?.[field] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.link}
          >
            <span aria-hidden="true">{glyph}</span>
            <span className="visually-hidden">{opensInNewTab(label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { SocialLinks as Links } from '../app/site/web-spec-cookies.ts';
import styles from './Header.module.css';

const networks = [
  { field: 'tiktokLink', label: 'TikTok', glyph: 'T' },
  { field: 'instagramLink', label: 'Instagram', glyph: 'I' },
  { field: 'xLink', label: 'X', glyph: 'X' },
  { field: 'youtubeLink', label: 'YouTube', glyph: 'Y' },
] as const;

/** The fan club's social accounts (spec section 2: tiktok, instagram, x in the header). */
export function SocialLinks({
  links,
  include = ['tiktokLink', 'instagramLink', 'xLink'],
}: {
  links: Links | null;
  include?: readonly (keyof Links)[];
}) {
  const shown = networks.filter((n) => include.includes(n.field) && links?.[n.field]);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="SNS">
      {shown.map((n) => (
        <li key={n.field}>
          <a
            href={links?.[n.field] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.socialLink}
          >
            <span aria-hidden="true">{n.glyph}</span>
            <span className="visually-hidden">{`${n.label}（新しいタブで開きます）`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

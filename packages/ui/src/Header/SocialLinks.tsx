import { Link } from 'react-aria-components';
import { InstagramIcon, TikTokIcon, XIcon } from '../icons/icons.tsx';
import { navText } from '../messages/nav.ts';
import styles from './Header.module.css';

/** The web spec's social links; a missing one is simply not shown. */
export type SocialLinksData = { tiktok?: string | null; instagram?: string | null; x?: string | null };

const SERVICES = [
  { key: 'tiktok', label: 'TikTok', Icon: TikTokIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { key: 'x', label: 'X', Icon: XIcon },
] as const;

export function SocialLinks({ links }: { links: SocialLinksData }) {
  const shown = SERVICES.filter((service) => links[service.key]);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={navText.social}>
      {shown.map(({ key, label, Icon }) => (
        <li key={key}>
          <Link
            className={styles.iconLink}
            href={links[key] ?? undefined}
            target="_blank"
            rel="noreferrer"
            aria-label={label}
          >
            <Icon />
          </Link>
        </li>
      ))}
    </ul>
  );
}

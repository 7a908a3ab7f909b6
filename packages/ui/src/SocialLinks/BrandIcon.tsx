// The networks' own marks from Simple Icons (CC0, the `simple-icons` package): each icon file is
// imported alone, as text, so only these four paths are bundled, not the package's 3,000 icons.
import instagram from 'simple-icons/icons/instagram.svg?raw';
import tiktok from 'simple-icons/icons/tiktok.svg?raw';
import x from 'simple-icons/icons/x.svg?raw';
import youtube from 'simple-icons/icons/youtube.svg?raw';
import styles from './SocialLinks.module.css';

/** The one `<path d>` of a Simple Icons file (24 × 24 viewBox). */
const pathOf = (svg: string): string => / d="([^"]+)"/.exec(svg)?.[1] ?? '';

const PATHS = {
  tiktokLink: pathOf(tiktok),
  instagramLink: pathOf(instagram),
  xLink: pathOf(x),
  youtubeLink: pathOf(youtube),
} as const;

export type BrandIconNetwork = keyof typeof PATHS;

/**
 * A network's mark, drawn in the text colour (it follows the theme and forced colours). Decorative:
 * the link around it carries the name.
 */
export default function BrandIcon({ network }: { network: BrandIconNetwork }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}

import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { opensInNewTab, social, socialNetworks } from '../messages/shell.ts';
import styles from './SocialLinks.module.css';

/**
 * The brand marks (1.3 KB compressed) come in a chunk of their own: the header is on every page's
 * first paint, which has no room for them in the 120 KiB budget. A server-rendered page already has
 * them in its HTML (hydration waits for the chunk); elsewhere the link's circle shows first.
 */
const IconPlaceholder = () => <span className={styles.icon} />;
type BrandNetwork = 'tiktokLink' | 'instagramLink' | 'xLink' | 'youtubeLink';
type BrandIconType = ComponentType<{ network: BrandNetwork }>;
/**
 * The marks are decoration (each link is named in words): a chunk that cannot come (offline, a
 * dropped connection) leaves the circle instead of failing the page around it, and the links drawn
 * after the browser is back online ask for the chunk again.
 */
const loadBrandIcon = (): LazyExoticComponent<BrandIconType> =>
  lazy(() =>
    import('./BrandIcon.tsx').catch(() => {
      window.addEventListener('online', () => (BrandIcon = loadBrandIcon()), { once: true });
      return { default: IconPlaceholder };
    }),
  );
let BrandIcon = loadBrandIcon();

/** The marks' component once `preloadBrandIcons` has brought it: drawn in place, no Suspense. */
let loadedBrandIcon: BrandIconType | null = null;

/**
 * ブランドのマークのコードを先に読み込みます（サーバーの描画とハイドレーションの前に）。
 *
 * Fetches the marks' code before a render whose HTML must stay as it is: the server's render and
 * the browser's hydration of it await this, so both draw the marks in place, with no Suspense
 * boundary that an update before it hydrated would make React throw away and draw again (the
 * marks were deleted and inserted after hydration). Without it (stories, a page the browser draws
 * itself) each mark comes in its own Suspense boundary, a circle until then. Never rejects.
 */
export const preloadBrandIcons = (): Promise<void> =>
  import('./BrandIcon.tsx').then(
    (module) => {
      loadedBrandIcon = module.default;
    },
    () => undefined,
  );

/** The web spec's social accounts, by its own field names; a missing one (or one that is not a web address) is not shown. */
export type SocialLinksData = {
  tiktokLink?: string | null;
  instagramLink?: string | null;
  xLink?: string | null;
  youtubeLink?: string | null;
};

const NETWORKS = [
  { field: 'tiktokLink', label: socialNetworks.tiktok },
  { field: 'instagramLink', label: socialNetworks.instagram },
  { field: 'xLink', label: socialNetworks.x },
  { field: 'youtubeLink', label: socialNetworks.youtube },
] as const;

/**
 * The link only when it is a web address (http or https): the web spec is data, and a
 * `javascript:` or `data:` address there must never become a link a fan can press.
 */
const webAddress = (value: string | null | undefined): string | null => {
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};

type SocialLinksProps = {
  /** Web 仕様の SNS のリンク（ないものは出ません）。 */
  links: SocialLinksData | null | undefined;
  /**
   * `header`（TikTok・Instagram・X）、`drawer`（ヘッダーと同じもの。768 px 未満でヘッダーの代わり）か `footer`（YouTube も）。
   * Spec section 2: the header links TikTok, Instagram and X, and gives way to the menu button on
   * phones (section 9), where the drawer carries the same links; the footer adds YouTube.
   */
  placement: 'header' | 'drawer' | 'footer';
};

/**
 * The fan club's social accounts, each opening in a new tab.
 */
export function SocialLinks({ links, placement }: SocialLinksProps) {
  const shown = NETWORKS.flatMap((network) => {
    const href = webAddress(links?.[network.field]);
    return href && (placement === 'footer' || network.field !== 'youtubeLink') ? [{ ...network, href }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className={styles.social} data-placement={placement} aria-label={social}>
      {shown.map(({ field, label, href }) => (
        <li key={field}>
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {loadedBrandIcon ? (
              <BrandMark icon={loadedBrandIcon} network={field} />
            ) : (
              <Suspense fallback={<IconPlaceholder />}>
                <BrandIcon network={field} />
              </Suspense>
            )}
            <span className="visually-hidden">{opensInNewTab(label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function BrandMark({ icon: Icon, network }: { icon: BrandIconType; network: BrandNetwork }) {
  return <Icon network={network} />;
}

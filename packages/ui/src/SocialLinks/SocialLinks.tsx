import { lazy, Suspense } from 'react';
import { opensInNewTab, social, socialNetworks } from '../messages/shell.ts';
import styles from './SocialLinks.module.css';

/**
 * The brand marks (1.3 KB compressed) come in a chunk of their own: the header is on every page's
 * first paint, which has no room for them in the 120 KiB budget. A server-rendered page already has
 * them in its HTML (hydration waits for the chunk); elsewhere the link's circle shows first.
 */
const BrandIcon = lazy(() => import('./BrandIcon.tsx'));

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
 * ファンクラブの SNS アカウントへのリンク。どれも新しいタブで開きます。
 *
 * **使う場面**: ヘッダー（TikTok、Instagram、X。768 px 未満ではヘッダーに出ず、ドロワーに出ます）とフッター（YouTube も）。
 *
 * **使わない場面**: 記事の中の SNS の埋め込みや共有ボタン。
 *
 * **キーボード・スクリーンリーダー**: 「SNS」という名前の一覧。各リンクは各 SNS のロゴ（Simple Icons）で、「X（旧Twitter）（新しいタブで開きます）」のように読み上げます。アカウントがなければ何も出しません。
 *
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
            <Suspense fallback={<span className={styles.icon} />}>
              <BrandIcon network={field} />
            </Suspense>
            <span className="visually-hidden">{opensInNewTab(label)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet } from './image-src.ts';
import styles from './Image.module.css';

// Start loading a little before the image scrolls into view (spec section 9).
const LAZY_MARGIN = '200px';
/**
 * Until then the image shows an empty transparent pixel (no request): an <img> with no source at
 * all draws the broken-image icon and its alt text, which flashed on a fast scroll.
 */
export const PENDING_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

export type ImageProps = {
  /** 画像のアドレス。 */
  src: string;
  /** 代替テキスト（必須。空文字は飾りの画像）。 Required: an empty string marks a decorative image. */
  alt: string;
  /**
   * 元の幅（`height` と合わせて場所を確保します）。
   * Intrinsic size; with `height` it reserves the box so nothing shifts when the image arrives.
   */
  width?: number;
  /** 元の高さ。 */
  height?: number;
  /**
   * 形だけわかるときの縦横比（例: `16 / 9`）。
   * Reserves the box when only the shape is known, e.g. `'16 / 9'` for a card.
   */
  aspectRatio?: string;
  /** 表示される幅（レスポンシブの `sizes`）。 */
  sizes?: string;
  /** 画質。 */
  quality?: number;
  /**
   * 画面でいちばん大きな最初の画像（1 枚だけ）: すぐに、ほかより先に読み込みます。
   * The page's largest above-the-fold picture (one per page): loads at once with
   * `fetchpriority="high"`, announced in the document's head (`<link rel="preload">`, also in
   * server-rendered HTML) so the browser starts it before the scripts run.
   */
  priority?: boolean;
  /** 枠への収め方: `cover`（切り抜く）か `contain`（全体を入れる）。 */
  fit?: 'cover' | 'contain';
};

function useNearViewport(skip: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(skip);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/**
 * 画像。画面の近くに来てから読み込み、場所を先に確保するので、読み込んでもレイアウトがずれません。
 *
 * **使う場面**: カードや記事の写真。最初の画面に見える大きな画像は `priority`。
 *
 * **使わない場面**: アイコン（SVG のアイコン）、背景の模様（CSS）。
 *
 * - ✅ する: 内容のある画像には `alt` に内容を、飾りの画像には `alt=""`。
 * - ❌ しない: 画像の中の文字だけで情報を伝える。
 *
 * **キーボード・スクリーンリーダー**: `alt` が読み上げられます（空なら読み飛ばします）。
 */
export function Image({
  src,
  alt,
  width,
  height,
  aspectRatio,
  sizes,
  quality,
  priority,
  fit = 'cover',
}: ImageProps) {
  const { ref, near } = useNearViewport(Boolean(priority));
  const sources = imageSrcSet(src, { width, sizes, quality });
  if (priority) {
    preload(sources.src, {
      as: 'image',
      imageSrcSet: sources.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  const style: CSSProperties = {
    aspectRatio: aspectRatio ?? (width && height ? `${width} / ${height}` : undefined),
  };
  return (
    <img
      ref={ref}
      className={styles.image}
      data-fit={fit}
      data-fluid={width === undefined || undefined}
      alt={alt}
      width={width}
      height={height}
      sizes={near ? sizes : undefined}
      srcSet={near ? sources.srcSet : undefined}
      src={near ? sources.src : PENDING_IMAGE}
      // Native lazy loading as a second guard once the observer has handed over the URL.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={style}
    />
  );
}

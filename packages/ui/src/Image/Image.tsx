import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet } from './image-src.ts';
import styles from './Image.module.css';

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
      className={styles.image}
      data-fit={fit}
      data-fluid={width === undefined || undefined}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      srcSet={sources.srcSet}
      src={sources.src}
      // The browser's own lazy loading: it works in server HTML with no script (a page delivered
      // as islands never runs this component), and starts a picture before it scrolls into view.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={style}
    />
  );
}

import { useEffect, useRef, useState, type CSSProperties } from 'react';
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
  src: string;
  /** Required: an empty string marks a decorative image. */
  alt: string;
  /** Intrinsic size; with `height` it reserves the box so nothing shifts when the image arrives. */
  width?: number;
  height?: number;
  /** Reserves the box when only the shape is known, e.g. `'16 / 9'` for a card. */
  aspectRatio?: string;
  sizes?: string;
  quality?: number;
  /** Above-the-fold images (first view) load at once. */
  priority?: boolean;
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
      decoding="async"
      style={style}
    />
  );
}

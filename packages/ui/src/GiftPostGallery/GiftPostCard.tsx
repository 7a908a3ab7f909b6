import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { formatDate, isoDate } from '@fanclub/domain/format';
import { Image } from '../Image/Image.tsx';
import { ImagePlaceholder } from '../Image/ImagePlaceholder.tsx';
import { giftPostText } from '../messages/gift-post.ts';
import styles from './GiftPostGallery.module.css';

/** A gift post (spec section 3). */
export type GiftPostItem = {
  id: number;
  title: string;
  content?: string | null;
  videoUrl?: string | null;
  giftPostImages: readonly { id: number; url: string; displayOrder: number }[];
  publishedAt: string;
};

/** The post's images in their display order. */
export const byOrder = (post: GiftPostItem) =>
  [...post.giftPostImages].sort((a, b) => a.displayOrder - b.displayOrder);

/**
 * The grid of cards both galleries draw (the empty state when there is none); `title` is what the
 * card's name is: the dialog's button or a link, covering the whole card either way.
 */
export function GiftPostGrid({
  posts,
  label,
  title,
  headingLevel = 3,
}: {
  posts: readonly GiftPostItem[];
  label: string;
  title: (post: GiftPostItem) => ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (posts.length === 0) return <EmptyState title={giftPostText.empty} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post) => {
        const images = byOrder(post);
        const cover = images[0];
        return (
          <li key={post.id}>
            <article className={styles.card}>
              {cover ? (
                <Image src={cover.url} alt="" aspectRatio="1 / 1" sizes="(max-width: 768px) 50vw, 280px" />
              ) : (
                <ImagePlaceholder className={styles.placeholder} />
              )}
              <div className={styles.body}>
                <time className={styles.date} dateTime={isoDate(post.publishedAt)}>
                  {formatDate(post.publishedAt)}
                </time>
                <Heading className={styles.title}>{title(post)}</Heading>
                {images.length > 1 && (
                  <span className={styles.count}>{giftPostText.images(images.length)}</span>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

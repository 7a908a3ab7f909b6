import { useGiftPost, useGiftPosts } from '@fanclub/domain/react';
import { GiftPostGalleryLinks, Image, RichText } from '@fanclub/ui';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { formatDate } from '@fanclub/domain/format';
import { contentPagesText } from '../../messages/content-pages.ts';
import { engagementText } from '../../messages/engagement.ts';

/** The gift posts as ui GiftPostGalleryLinks: cover, date and title, each card a link to its page. */
export function GiftPostListPage() {
  const posts = useGiftPosts({ sortBy: 'publishedAt', sortDir: 'desc', limit: 50 });
  return (
    <>
      <PageHeading title={engagementText.gifts} section="gift-post" />
      <QueryBoundary
        query={posts}
        errorKey="fetchGiftPostsFailed"
        isEmpty={(d) => d.data.length === 0}
        emptyText={engagementText.giftsEmpty}
      >
        {({ data }) => (
          <GiftPostGalleryLinks
            posts={data}
            label={engagementText.giftList}
            getHref={(post) => paths.giftPostDetail(post.id)}
            headingLevel={2}
          />
        )}
      </QueryBoundary>
    </>
  );
}

export function GiftPostDetailPage() {
  const post = useGiftPost(useParams().id ?? '');
  return (
    <QueryBoundary query={post} errorKey="fetchGiftPostsFailed">
      {(p) => (
        <article className={styles.article}>
          <PageHeading title={p.title} lead={engagementText.gifts} />
          <p className={styles.meta}>
            <time dateTime={p.publishedAt}>{formatDate(p.publishedAt)}</time>
          </p>
          {[...p.giftPostImages]
            .sort((a, b) => a.displayOrder - b.displayOrder)
            .map((image, index) => (
              <Image
                key={image.id}
                src={image.url}
                alt={engagementText.giftImageAlt(p.title, index + 1)}
                aspectRatio="16 / 9"
                priority={index === 0}
              />
            ))}
          {p.content && <RichText html={p.content} />}
          {p.videoUrl && (
            <p>
              <a href={p.videoUrl} target="_blank" rel="noreferrer">
                {engagementText.watchVideo}
              </a>
            </p>
          )}
          <p>
            <Link to={paths.giftPost}>{contentPagesText.backToList}</Link>
          </p>
        </article>
      )}
    </QueryBoundary>
  );
}

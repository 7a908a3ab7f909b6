import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { formatDate, isoDate } from '@fanclub/domain/format';
import { CloseIcon } from '../icons/icons.tsx';
import { Image } from '../Image/Image.tsx';
import { giftPostText } from '../messages/gift-post.ts';
import { RichText } from '../RichText/RichText.tsx';
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

type GiftPostGalleryProps = {
  /** ギフト投稿（画像、動画、メッセージ）。 */
  posts: readonly GiftPostItem[];
  /** 一覧の名前。 */
  label?: string;
};

const byOrder = (post: GiftPostItem) =>
  [...post.giftPostImages].sort((a, b) => a.displayOrder - b.displayOrder);

/**
 * ギフト投稿のグリッド。1 件を開くと、すべての画像、動画、メッセージがダイアログで出ます。
 *
 * **キーボード・スクリーンリーダー**: 各投稿はダイアログを開くボタン。ダイアログの中にフォーカスが閉じ込められ、Escape か閉じるボタンで戻ります。
 *
 * Gift posts in a grid; each opens in a dialog with every image, the video and the message.
 */
export function GiftPostGallery({ posts, label = giftPostText.gallery }: GiftPostGalleryProps) {
  if (posts.length === 0) return <EmptyState title={giftPostText.empty} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <GiftPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

function GiftPostCard({ post }: { post: GiftPostItem }) {
  const images = byOrder(post);
  const cover = images[0];
  return (
    <article className={styles.card}>
      {cover ? (
        <Image src={cover.url} alt="" aspectRatio="1 / 1" sizes="(max-width: 768px) 50vw, 280px" />
      ) : (
        <div className={styles.placeholder} />
      )}
      <div className={styles.body}>
        <time className={styles.date} dateTime={isoDate(post.publishedAt)}>
          {formatDate(post.publishedAt)}
        </time>
        <h3 className={styles.title}>
          <DialogTrigger>
            <Button className={styles.open}>{post.title}</Button>
            <ModalOverlay className={styles.overlay} isDismissable>
              <Modal className={styles.modal}>
                <GiftPostDialog post={post} />
              </Modal>
            </ModalOverlay>
          </DialogTrigger>
        </h3>
        {images.length > 1 && <span className={styles.count}>{giftPostText.images(images.length)}</span>}
      </div>
    </article>
  );
}

function GiftPostDialog({ post }: { post: GiftPostItem }) {
  const images = byOrder(post);
  return (
    <Dialog className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.top}>
            <div>
              <time className={styles.date} dateTime={isoDate(post.publishedAt)}>
                {formatDate(post.publishedAt)}
              </time>
              <Heading slot="title" className={styles.dialogTitle}>
                {post.title}
              </Heading>
            </div>
            <Button className={styles.close} onPress={close} aria-label={giftPostText.close}>
              <CloseIcon />
            </Button>
          </div>
          {post.content && <RichText html={post.content} className={styles.content} />}
          {post.videoUrl && (
            // The CMS has no caption files to offer (spec: no caption field); the browser's player.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              className={styles.video}
              src={post.videoUrl}
              controls
              preload="none"
              aria-label={giftPostText.video}
            />
          )}
          <ul className={styles.images}>
            {images.map((image, index) => (
              <li key={image.id}>
                <Image
                  src={image.url}
                  alt={giftPostText.imageAlt(post.title, index + 1)}
                  sizes="(max-width: 768px) 100vw, 640px"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}

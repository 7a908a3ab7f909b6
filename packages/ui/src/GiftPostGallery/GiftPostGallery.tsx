import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { formatDate, isoDate } from '@fanclub/domain/format';
import { CloseIcon } from '../icons/icons.tsx';
import { Image } from '../Image/Image.tsx';
import { giftPostText } from '../messages/gift-post.ts';
import { RichText } from '../RichText/RichText.tsx';
import { byOrder, GiftPostGrid, type GiftPostItem } from './GiftPostCard.tsx';
import styles from './GiftPostGallery.module.css';

type GiftPostGalleryProps = {
  /** ギフト投稿（画像、動画、メッセージ）。 */
  posts: readonly GiftPostItem[];
  /** 一覧の名前。 */
  label?: string;
};

/**
 * ギフト投稿のグリッド。1 件を開くと、すべての画像、動画、メッセージがダイアログで出ます。投稿ごとのページへのリンクにするなら `GiftPostGalleryLinks`。
 *
 * **キーボード・スクリーンリーダー**: 各投稿はダイアログを開くボタン。ダイアログの中にフォーカスが閉じ込められ、Escape か閉じるボタンで戻ります。
 *
 * Gift posts in a grid; each opens in a dialog with every image, the video and the message. For
 * posts with pages of their own, `GiftPostGalleryLinks` (the same cards, native links).
 */
export function GiftPostGallery({ posts, label = giftPostText.gallery }: GiftPostGalleryProps) {
  return (
    <GiftPostGrid
      posts={posts}
      label={label}
      title={(post) => (
        <DialogTrigger>
          <Button className={styles.open}>{post.title}</Button>
          <ModalOverlay className={styles.overlay} isDismissable>
            <Modal className={styles.modal}>
              <GiftPostDialog post={post} />
            </Modal>
          </ModalOverlay>
        </DialogTrigger>
      )}
    />
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

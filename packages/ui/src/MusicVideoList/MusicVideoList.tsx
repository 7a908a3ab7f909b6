import { Badge } from '../Badge/Badge.tsx';
import { LockIcon } from '../icons/icons.tsx';
import { Link } from '../Link/Link.tsx';
import { contentText } from '../messages/content.ts';
import { musicVideoText } from '../messages/music-video.ts';
import styles from './MusicVideoList.module.css';

/** A music video (spec section 3); `videoUrl` is null when the server withholds paid content. */
export type MusicVideoItem = {
  id: number;
  title: string;
  videoUrl: string | null;
  isPaid: boolean;
  displayOrder: number;
};

type MusicVideoListProps = {
  /** 動画の一覧。 */
  videos: readonly MusicVideoItem[];
  /** 一覧の名前。 */
  label?: string;
  /**
   * 見られない動画からの案内先（有料会員の登録）。
   * Where a locked video leads (DESIGN.md: paid content → /membership-upgrade).
   */
  upgradeHref?: string;
};

/**
 * ミュージックビデオの一覧（displayOrder の順）。その場で再生でき、見られないものは理由と有料会員への案内を出します。
 *
 * **キーボード・スクリーンリーダー**: 動画はブラウザの再生コントロール（Tab で止まり、Space で再生・停止）。動画にはタイトルの名前が付きます。
 *
 * Music videos in displayOrder, each playable in place; locked ones say why instead.
 */
export function MusicVideoList({
  videos,
  label = musicVideoText.musicVideos,
  upgradeHref = '/membership-upgrade',
}: MusicVideoListProps) {
  const sorted = [...videos].sort((a, b) => a.displayOrder - b.displayOrder);
  return (
    <ul className={styles.list} aria-label={label}>
      {sorted.map((video) => (
        <li key={video.id}>
          <article className={styles.card} aria-label={video.title}>
            {video.videoUrl ? (
              // The CMS has no caption files to offer (spec: no caption field); the browser's player.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                className={styles.video}
                src={video.videoUrl}
                controls
                preload="none"
                aria-label={video.title}
              />
            ) : (
              <div className={styles.locked}>
                <LockIcon className={styles.icon} />
                <p className={styles.lockText}>{musicVideoText.musicVideoLocked}</p>
                <Link href={upgradeHref}>{contentText.upgrade}</Link>
              </div>
            )}
            <div className={styles.body}>
              {video.isPaid && (
                <Badge tone="warning">
                  <LockIcon width={12} height={12} />
                  {contentText.paidBadge}
                </Badge>
              )}
              <h3 className={styles.title}>{video.title}</h3>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

import { useId, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { LockIcon } from '../icons/icons.tsx';
import linkStyles from '../Link/Link.module.css';
import { NativeLink } from '../Link/NativeLink.tsx';
import { contentText } from '../messages/content.ts';
import { musicVideoText } from '../messages/music-video.ts';
import { embedUrl } from './embed.ts';
import styles from './MusicVideoList.module.css';

/**
 * A music video or a vlog (spec section 3); `videoUrl` is null when the server withholds paid
 * content. Vlogs have no `displayOrder`: they keep the server's order.
 */
export type MusicVideoItem = {
  id: number;
  title: string;
  videoUrl: string | null;
  isPaid: boolean;
  displayOrder?: number;
};

type MusicVideoListProps = {
  /** 動画の一覧。 */
  videos: readonly MusicVideoItem[];
  /** 一覧の名前。 */
  label?: string;
  /** 各動画のタイトルの見出しの階層（既定 h3。ページの見出しのすぐ下なら 2）。 */
  headingLevel?: 2 | 3 | 4;
  /**
   * 見られない動画からの案内先（有料会員の登録）。
   * Where a locked video leads (DESIGN.md: paid content → /membership-upgrade).
   */
  upgradeHref?: string;
  /**
   * 見られない動画に出すもの（例: `PaidContentLock`。ゲストにはログインの案内）。なければ短い説明と `upgradeHref` へのリンク。
   * What a locked video shows instead of the short note and its upgrade link, e.g. the app's
   * `PaidContentLock`, which tells a guest to sign in first.
   */
  locked?: ReactNode;
};

/**
 * Videos in displayOrder (server order without one), each playable in place; YouTube and Vimeo
 * links become their privacy-friendly embeds, other files play in the browser's player. Locked
 * ones say why instead (`locked`, or a note and an upgrade link).
 */
export function MusicVideoList({
  videos,
  label = musicVideoText.musicVideos,
  headingLevel = 3,
  upgradeHref = '/membership-upgrade',
  locked,
}: MusicVideoListProps) {
  const sorted = [...videos].sort((a, b) => (a.displayOrder ?? 0) - (b.displayOrder ?? 0));
  return (
    <ul className={styles.list} aria-label={label}>
      {sorted.map((video) => (
        <li key={video.id}>
          <VideoCard video={video} headingLevel={headingLevel}>
            {video.videoUrl ? (
              <Player title={video.title} url={video.videoUrl} />
            ) : (
              (locked ?? (
                <div className={styles.locked}>
                  <LockIcon className={styles.icon} />
                  <p className={styles.lockText}>{musicVideoText.musicVideoLocked}</p>
                  <NativeLink href={upgradeHref} className={linkStyles.link}>
                    {contentText.upgrade}
                  </NativeLink>
                </div>
              ))
            )}
          </VideoCard>
        </li>
      ))}
    </ul>
  );
}

function VideoCard({
  video,
  headingLevel,
  children,
}: {
  video: MusicVideoItem;
  headingLevel: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {children}
      <div className={styles.body}>
        {video.isPaid && (
          <Badge tone="warning">
            <LockIcon width={12} height={12} />
            {contentText.paidBadge}
          </Badge>
        )}
        <Heading id={headingId} className={styles.title}>
          {video.title}
        </Heading>
      </div>
    </article>
  );
}

function Player({ title, url }: { title: string; url: string }) {
  const embed = embedUrl(url);
  return embed ? (
    <iframe
      className={styles.video}
      src={embed}
      title={title}
      loading="lazy"
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
    />
  ) : (
    // The CMS has no caption files to offer (spec: no caption field); the browser's player.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video className={styles.video} src={url} controls preload="none" aria-label={title} />
  );
}

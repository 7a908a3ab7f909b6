import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../icons/icons.tsx';
import { posterVideoText as text } from '../messages/poster-video.ts';
import styles from './PosterVideo.module.css';

type PosterVideoProps = {
  /** 動画の URL。 */
  src: string;
  /** 動画の名前（再生ボタンと動画の名前になります）。 The video's name. */
  title: string;
  /**
   * 再生前に見せる画像。ないときはブランドの色の表紙。
   * The image shown until it plays; without one, a cover in the brand's colours.
   */
  poster?: string | null;
};

/**
 * A video behind a poster (its image, or a branded cover) with a play button; pressing it plays in
 * place.
 */
export function PosterVideo({ src, title, poster }: PosterVideoProps) {
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!playing || !video.current) return;
    video.current.focus();
    void video.current.play().catch(() => {
      // The browser may refuse to start it (autoplay rules); the controls are there to press.
    });
  }, [playing]);
  if (playing)
    return (
      // The CMS has no caption files to offer (spec: no caption field); the browser's player.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        ref={video}
        className={styles.video}
        src={src}
        poster={poster ?? undefined}
        controls
        playsInline
        aria-label={title}
      />
    );
  return (
    <button
      type="button"
      className={styles.cover}
      onClick={() => setPlaying(true)}
      // The visible 再生する ends the name 「〇〇を再生する」 (the label is in the name).
      aria-label={text.play(title)}
    >
      {poster ? (
        <img className={styles.poster} src={poster} alt="" />
      ) : (
        <span className={styles.placeholder} aria-hidden="true" />
      )}
      <span className={styles.play}>
        <PlayIcon className={styles.playIcon} />
        {text.playShort}
      </span>
    </button>
  );
}

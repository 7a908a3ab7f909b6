import { useMusicVideos, useVlogs } from '@fanclub/domain/react';
import { PageHeading } from '../../components/PageHeading.tsx';
import { PaidLock } from '../../components/PaidLock.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';

/** YouTube and Vimeo links become privacy-friendly embeds (the CSP allows only these frames). */
export const embedUrl = (url: string): string | null => {
  try {
    const u = new URL(url);
    const youtubeId = u.hostname.includes('youtu.be')
      ? u.pathname.slice(1)
      : u.hostname.includes('youtube.com')
        ? (u.searchParams.get('v') ?? u.pathname.split('/').pop())
        : null;
    if (youtubeId) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;
    if (u.hostname.includes('vimeo.com'))
      return `https://player.vimeo.com/video/${encodeURIComponent(u.pathname.split('/').pop() ?? '')}`;
  } catch {
    // Not a URL: nothing to embed.
  }
  return null;
};

export function Video({ title, url, isPaid }: { title: string; url: string | null; isPaid: boolean }) {
  if (!url) return isPaid ? <PaidLock /> : null;
  const embed = embedUrl(url);
  return embed ? (
    <iframe
      src={embed}
      title={title}
      loading="lazy"
      allow="encrypted-media; picture-in-picture"
      allowFullScreen
      style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
    />
  ) : (
    // Self-hosted files play in the browser's own player. The CMS has no caption files to offer.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video src={url} controls preload="none" style={{ width: '100%' }} aria-label={title} />
  );
}

// The catalogue (spec section 8) has no message for the video lists, so a failure shows the
// server's own message (as the endpoint table has it), not the home page's.
export function MoviePage() {
  const videos = useMusicVideos();
  return (
    <>
      <PageHeading title="ミュージックビデオ" />
      <QueryBoundary query={videos} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <ul className={styles.stack} style={{ listStyle: 'none', padding: 0 }}>
            {[...data]
              .sort((a, b) => a.displayOrder - b.displayOrder)
              .map((v) => (
                <li key={v.id}>
                  <h2>{v.title}</h2>
                  <Video title={v.title} url={v.videoUrl} isPaid={v.isPaid} />
                </li>
              ))}
          </ul>
        )}
      </QueryBoundary>
    </>
  );
}

export function SpecialVideoPage() {
  const vlogs = useVlogs();
  return (
    <>
      <PageHeading title="スペシャルムービー" />
      <QueryBoundary query={vlogs} isEmpty={(d) => d.data.length === 0}>
        {({ data }) => (
          <ul className={styles.stack} style={{ listStyle: 'none', padding: 0 }}>
            {data.map((v) => (
              <li key={v.id}>
                <h2>{v.title}</h2>
                <Video title={v.title} url={v.videoUrl} isPaid={v.isPaid} />
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
    </>
  );
}

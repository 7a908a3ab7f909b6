import { useAds, useTopComponents, useTopImages } from '@fanclub/domain/react';
import { Image } from '@fanclub/ui';
import { preload } from 'react-dom';
import { useSession } from '../../app/session/use-session.ts';
import { useWebSpec } from '../../app/site/WebSpecProvider.tsx';
import { usePageTitle } from '../../app/site/use-page-title.ts';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { serverRenderedPart } from '../../components/server-rendered-part.tsx';
import { homeText } from '../../messages/home.ts';
import { HomeSection } from './HomeSection.tsx';
import styles from './home.module.css';

/** The invitation to join, in a chunk of its own (issue 18's budget). */
const HomeGuide = serverRenderedPart(async () => (await import('./HomeGuide.tsx')).HomeGuide);

/** The first-view picture's preloads: the phone's below 768 px, the desktop's from there. */
const preloadFirstView = (mobile: string | null | undefined, pc: string | null | undefined) => {
  if (mobile && pc) {
    preload(mobile, { as: 'image', fetchPriority: 'high', media: '(max-width: 767.98px)' });
    preload(pc, { as: 'image', fetchPriority: 'high', media: '(min-width: 768px)' });
  } else if (mobile || pc) {
    preload((mobile ?? pc)!, { as: 'image', fetchPriority: 'high' });
  }
};

/**
 * Home: the first-view image, top images, the top components in their order, the invitation to
 * join (入会案内, for everyone but paid members), then the ads.
 */
export function HomePage() {
  usePageTitle(undefined);
  const spec = useWebSpec();
  const { user } = useSession();
  const components = useTopComponents();
  const images = useTopImages();
  const ads = useAds();
  const title = spec?.siteTitle ?? homeText.defaultTitle;
  const firstView = spec?.firstViewImagePC || spec?.firstViewImageMobile ? spec : null;
  // The first-view picture is the page's largest paint: announced in the head, one picture per
  // width, and the only high-priority picture of the page (a <picture> is not preloaded by React).
  if (firstView) preloadFirstView(firstView.firstViewImageMobile, firstView.firstViewImagePC);

  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{title}</h1>
      {(spec?.firstViewImagePC || spec?.firstViewImageMobile) && (
        <picture
          className={styles.firstView}
          // Which pictures there are decides the shape reserved before one arrives (home.module.css).
          data-mobile={spec.firstViewImageMobile ? '' : undefined}
          data-pc={spec.firstViewImagePC ? '' : undefined}
        >
          {spec.firstViewImagePC && <source media="(min-width: 768px)" srcSet={spec.firstViewImagePC} />}
          <img
            src={spec.firstViewImageMobile ?? spec.firstViewImagePC ?? ''}
            alt={title}
            fetchPriority="high"
          />
        </picture>
      )}
      {images.data && images.data.data.length > 0 && (
        // Focusable so keyboard users can scroll the strip (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <ul className={styles.topImages} aria-label={homeText.topImages} tabIndex={0}>
          {[...images.data.data]
            .sort((a, b) => a.displayOrder - b.displayOrder)
            .map((image, index) => (
              <li key={image.id}>
                <Image src={image.url} alt="" aspectRatio="16 / 9" priority={index === 0 && !firstView} />
              </li>
            ))}
        </ul>
      )}
      <QueryBoundary query={components} errorKey="fetchHomeFailed">
        {({ data }) =>
          [...data]
            .filter((c) => c.isDisplay)
            .sort((a, b) => a.displayOrder - b.displayOrder)
            .map((c) => <HomeSection key={c.id} component={c} />)
        }
      </QueryBoundary>
      {!user?.isPaidMember && <HomeGuide />}
      {ads.data && ads.data.data.length > 0 && (
        <aside aria-label={homeText.ads} className={styles.ads}>
          {ads.data.data.map((ad) => {
            const image = <Image src={ad.imageURL} alt={ad.title} aspectRatio="3 / 1" />;
            return ad.link ? (
              <a key={ad.id} href={ad.link} target="_blank" rel="noopener noreferrer sponsored">
                {image}
              </a>
            ) : (
              <div key={ad.id}>{image}</div>
            );
          })}
        </aside>
      )}
    </div>
  );
}

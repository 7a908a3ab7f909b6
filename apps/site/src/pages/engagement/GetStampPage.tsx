import { useEventRewards } from '@fanclub/domain/react';
import { Badge, ButtonLink, StampCard } from '@fanclub/ui';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { stampsText } from '../../messages/stamps.ts';
import { stampEventOf } from './stamp-code.ts';

/**
 * The stamp card: every stamp locked or unlocked, and the rewards it opens. The route is public
 * (spec section 2) but stamps belong to a member, so a guest is asked to sign in first. The rally is
 * the one the address names (`?event=`, as the scan page links it), else the demo rally.
 */
export function GetStampPage() {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  const rewards = useEventRewards(stampEventOf(useSearchParams()[0]), { enabled: isSignedIn });
  return (
    <>
      <PageHeading title={stampsText.stampRally} section="get-stamp" />
      {!isSignedIn ? (
        <div className={styles.stack}>
          <p>{stampsText.stampRallyGuest}</p>
          <ButtonLink href={signInPath(paths.getStamp + search)}>{stampsText.signInForStampCard}</ButtonLink>
        </div>
      ) : (
        <QueryBoundary query={rewards} errorKey="fetchEventFailed">
          {(event) => (
            <div className={styles.stack}>
              <StampCard title={event.name} stamps={event.stamps} />
              {event.contents.length > 0 && (
                <section aria-labelledby="stamp-rewards">
                  <h2 id="stamp-rewards">{stampsText.rewards}</h2>
                  <ul className={styles.list}>
                    {event.contents.map((content) => (
                      <li key={content.id}>
                        <Badge tone={content.isAcquired ? 'success' : 'neutral'}>
                          {content.isAcquired ? stampsText.acquired : stampsText.notAcquired}
                        </Badge>{' '}
                        <span className={styles.itemTitle}>{content.name}</span>
                        {content.description && <p className={styles.meta}>{content.description}</p>}
                        {content.isAcquired && content.videoURL && (
                          <a href={content.videoURL} target="_blank" rel="noreferrer">
                            {stampsText.rewardVideo}
                          </a>
                        )}
                        {content.isAcquired && content.imageURL && (
                          <a href={content.imageURL} target="_blank" rel="noreferrer">
                            {stampsText.rewardImage}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          )}
        </QueryBoundary>
      )}
    </>
  );
}

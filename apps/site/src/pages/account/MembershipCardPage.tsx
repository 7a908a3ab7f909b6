import { isApiError } from '@fanclub/domain';
import type { MembershipCard as Card } from '@fanclub/domain/contract';
import { useMembershipCard } from '@fanclub/domain/react';
import { ButtonLink, MembershipCard, PageSpinner } from '@fanclub/ui';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../app/api.ts';
import { formatDateTime } from '@fanclub/domain/format';
import { paths } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { useOnline } from '../../app/site/use-online.ts';
import { useWebSpec } from '../../app/site/WebSpecProvider.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import styles from '../../components/content.module.css';
import { accountLinkText } from '../../messages/common.ts';
import { cardText as text } from '../../messages/account.ts';
import {
  keepPageOffline,
  readCardOffline,
  registerCardWorker,
  saveCardOffline,
  type SavedCard,
} from './card-offline.ts';

/**
 * /my-account/card: the digital membership card (会員証) with its signed QR code. Once loaded it
 * is kept for offline use (card-offline.ts); without a network the kept card shows, with the time
 * it was loaded. It can be added to the home screen (the site's web app manifest).
 */
export function MembershipCardPage() {
  const online = useOnline();
  const { isSignedIn } = useSession();
  const query = useMembershipCard({ enabled: online && isSignedIn });
  const networkFailed = !online || (query.isError && isApiError(query.error) && query.error.isNetworkError);
  const [saved, setSaved] = useState<SavedCard | null | undefined>(undefined);
  const [keptOffline, setKeptOffline] = useState(false);

  // Opened offline, the session was never exchanged: back online, exchange it and show the card
  // fresh (a failed exchange signs out, as on any page).
  useEffect(() => {
    if (online && !isSignedIn && sessionStore.hasSession()) void sessionStore.exchange();
  }, [online, isSignedIn]);

  useEffect(() => {
    if (!networkFailed) return;
    let active = true;
    void readCardOffline().then((found) => {
      if (active) setSaved(found);
    });
    return () => {
      active = false;
    };
  }, [networkFailed]);

  useEffect(() => {
    if (!query.data) return;
    let active = true;
    void saveCardOffline(query.data)
      .then(() => registerCardWorker())
      .then(async (registered) => {
        if (!registered) return;
        await keepPageOffline(import.meta.url);
        if (active) setKeptOffline(true);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [query.data]);

  return (
    <>
      <PageHeading title={text.title} lead={text.lead} />
      <div className={styles.stack}>
        {networkFailed ? (
          saved === undefined ? (
            <PageSpinner size="inline" />
          ) : saved ? (
            <>
              <p role="status">
                {text.offlineBefore}
                <span className={styles.nowrap}>{formatDateTime(saved.savedAt)}</span>
                {text.offlineAfter}
              </p>
              <CardView card={saved.card} />
            </>
          ) : (
            <p role="alert">{text.offlineNone}</p>
          )
        ) : (
          <>
            <QueryBoundary query={query}>{(card) => <CardView card={card} />}</QueryBoundary>
            {keptOffline && <p>{text.kept}</p>}
          </>
        )}
        <section aria-labelledby="card-home-screen">
          <h2 id="card-home-screen">{text.homeScreen}</h2>
          <p>{text.homeScreenHow}</p>
        </section>
        <p>
          <ButtonLink href={paths.myAccount} variant="secondary">
            {accountLinkText.backToMyAccount}
          </ButtonLink>
        </p>
      </div>
    </>
  );
}

function CardView({ card }: { card: Card }) {
  const spec = useWebSpec();
  return <MembershipCard clubName={spec?.siteTitle ?? text.clubName} {...card} />;
}

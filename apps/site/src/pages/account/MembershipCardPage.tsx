import { CARD_CODE_STEP_SECONDS, CARD_CODE_STEPS_VALID, isApiError } from '@fanclub/domain';
import type { MembershipCard as Card } from '@fanclub/domain/contract';
import { useMembershipCard } from '@fanclub/domain/react';
import { ButtonLink, MembershipCard, PageSpinner } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
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

/** A code is shown as current until this long before the server said it stops being accepted. */
const CODE_MARGIN_MS = 3_000;

/**
 * When to fetch the next code: just after the next step starts (the current code's life less the
 * steps it has left), so every code shown is fresh from its step's start.
 */
const untilNextCode = (card: Card | undefined) => {
  const step = CARD_CODE_STEP_SECONDS * 1000;
  if (!card) return step;
  const life = Date.parse(card.qrExpiresAt) - Date.parse(card.issuedAt);
  return Math.min(step, Math.max(1_000, life - (CARD_CODE_STEPS_VALID - 1) * step + 500));
};

/** The time now, moving every second while the page is open (the card's clock). */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
};

/**
 * /my-account/card: the digital membership card (会員証). While the page is open it fetches a new
 * code every CARD_CODE_STEP_SECONDS (the server accepts each for a minute at most, so a screenshot
 * fails at the door) and shows a ticking clock beside it. Every card it loads is kept for offline
 * use (card-offline.ts) with its offline copy of the code: without a network, or when no current
 * code could be fetched in time, the page shows that copy, marked as such, with the time the card
 * was loaded (docs/membership-card.md). It can be added to the home screen (the site's web app
 * manifest).
 */
export function MembershipCardPage() {
  const online = useOnline();
  const { isSignedIn } = useSession();
  const query = useMembershipCard({
    enabled: online && isSignedIn,
    refreshIn: untilNextCode,
  });
  const now = useNow();
  const networkFailed = !online || (query.isError && isApiError(query.error) && query.error.isNetworkError);
  const [saved, setSaved] = useState<SavedCard | null | undefined>(undefined);
  const [keptOffline, setKeptOffline] = useState(false);
  const keeping = useRef(false);

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

  // Every card loaded is kept (its offline copy and load time move on with it); the page's own
  // files once per visit.
  useEffect(() => {
    if (!query.data) return;
    let active = true;
    const card = query.data;
    const keepFiles = !keeping.current;
    keeping.current = true;
    void saveCardOffline(card)
      .then(() => (keepFiles ? registerCardWorker() : false))
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

  const card = query.data;
  // How long this code is good for, by the server's clock; counted from when it arrived here.
  const lifetime = card ? Date.parse(card.qrExpiresAt) - Date.parse(card.issuedAt) : 0;
  const current = card !== undefined && now < query.dataUpdatedAt + lifetime - CODE_MARGIN_MS;

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
              <OfflineCard card={saved.card} loadedAt={saved.savedAt} />
            </>
          ) : (
            <p role="alert">{text.offlineNone}</p>
          )
        ) : card ? (
          <>
            {current ? (
              <CardView card={card} codeTime={new Date(now).toISOString()} />
            ) : (
              <>
                <p role="status">{text.codeLate}</p>
                <OfflineCard card={card} loadedAt={new Date(query.dataUpdatedAt).toISOString()} />
              </>
            )}
            {keptOffline && <p>{text.kept}</p>}
          </>
        ) : (
          <QueryBoundary query={query}>{() => null}</QueryBoundary>
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

function CardView({ card, codeTime, offline = false }: { card: Card; codeTime: string; offline?: boolean }) {
  const spec = useWebSpec();
  // A card kept before offline copies existed has only its long-lived code: the server reads it as one.
  const { offlineQr = card.qr, offlineQrExpiresAt = card.qrExpiresAt } = card;
  return (
    <MembershipCard
      clubName={spec?.siteTitle ?? text.clubName}
      {...card}
      qr={offline ? offlineQr : card.qr}
      qrExpiresAt={offline ? offlineQrExpiresAt : card.qrExpiresAt}
      codeKind={offline ? 'offline' : 'live'}
      codeTime={codeTime}
    />
  );
}

/** The offline copy of the code, marked as such, with when the card was loaded. */
function OfflineCard({ card, loadedAt }: { card: Card; loadedAt: string }) {
  return <CardView card={card} codeTime={loadedAt} offline />;
}

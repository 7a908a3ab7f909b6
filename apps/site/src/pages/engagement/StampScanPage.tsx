import { errorMessage } from '@fanclub/domain';
import { useEarnEventReward } from '@fanclub/domain/react';
import { Button, ButtonLink, PageSpinner, ResultCard, uiMessages } from '@fanclub/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { stampsText } from '../../messages/stamps.ts';
import { scannedStampOf, stampEventOf } from './stamp-code.ts';

// The camera reader (and its manual code entry) only for a signed-in member: a guest who opens a
// venue's code signs in first, so the route's first paint carries none of it.
const QrScanner = lazy(() =>
  import('@fanclub/ui/QrScanner').then(({ QrScanner }) => ({ default: QrScanner })),
);

/**
 * A venue's QR code opens `/stamp/scan?event=…&code=…`: a signed-in member earns that stamp of that
 * rally at once; a guest signs in first and comes back to the same address. On the page itself the
 * member reads a code with the camera (a phone's camera app opening the printed URL works as well)
 * or types it. Each address is a page of its own, so a code of another rally read here starts anew.
 * The result, earned or not and why, is a card on the page that stays until the next scan (a toast
 * closes by itself, and at a noisy venue it is missed).
 */
export function StampScanPage() {
  const { search } = useLocation();
  return <StampScan key={search} />;
}

function StampScan() {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const eventId = stampEventOf(params);
  // Arriving from a printed code, the camera stays off until the member asks for another one; after
  // a result it stops too, so the result is read (and the same code is not sent again and again).
  const [scanning, setScanning] = useState(!code);
  const earn = useEarnEventReward(eventId, { onSettled: () => setScanning(false) });
  const sent = useRef(false);
  const { mutate } = earn;
  useEffect(() => {
    if (!isSignedIn || !code || sent.current) return;
    sent.current = true;
    mutate({ qRCodeValue: code });
  }, [isSignedIn, code, mutate]);

  const onDetect = useCallback(
    (value: string) => {
      const scanned = scannedStampOf(value);
      if (!scanned.code) return;
      if (scanned.eventId !== undefined && scanned.eventId !== eventId)
        void navigate(`${paths.stampScan}?event=${scanned.eventId}&code=${encodeURIComponent(scanned.code)}`);
      else mutate({ qRCodeValue: scanned.code });
    },
    [eventId, mutate, navigate],
  );

  return (
    <>
      <PageHeading title={stampsText.scanTitle} />
      <div className={styles.stack}>
        {!isSignedIn ? (
          <>
            <p>{stampsText.scanGuest}</p>
            <ButtonLink href={signInPath(pathname + search)}>{uiMessages.login}</ButtonLink>
          </>
        ) : (
          <>
            {earn.isPending && <PageSpinner size="inline" label={stampsText.checking} />}
            {earn.isSuccess && (
              <ResultCard
                focusOnShow
                tone="success"
                title={stampsText.earnedTitle}
                message={stampsText.progress(
                  earn.data.stamps.filter((s) => s.isAcquired).length,
                  earn.data.stamps.length,
                )}
              />
            )}
            {earn.isError && (
              <ResultCard
                focusOnShow
                tone="failure"
                title={stampsText.failedTitle}
                message={
                  <>
                    <p>{errorMessage(earn.error)}</p>
                    <p>{stampsText.failedNext}</p>
                  </>
                }
              />
            )}
            {scanning ? (
              <Suspense fallback={<PageSpinner />}>
                <QrScanner onDetect={onDetect} />
              </Suspense>
            ) : (
              <Button variant={earn.isError ? 'primary' : 'secondary'} onPress={() => setScanning(true)}>
                {stampsText.scanAnother}
              </Button>
            )}
          </>
        )}
        <ButtonLink href={`${paths.getStamp}?event=${eventId}`} variant="secondary">
          {stampsText.stampCard}
        </ButtonLink>
      </div>
    </>
  );
}

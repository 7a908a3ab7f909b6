import { useEarnEventReward } from '@fanclub/domain/react';
import { Button, ButtonLink, TextField } from '@fanclub/ui';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { paths, signInPath } from '../../app/paths.ts';
import { useSession } from '../../app/session/use-session.ts';
import { PageHeading } from '../../components/PageHeading.tsx';
import styles from '../../components/content.module.css';
import { notify } from '../../app/site/notify.tsx';

/** The demo event the printed QR codes belong to (see GetStampPage). */
const STAMP_EVENT_ID = 1;

/**
 * A venue's QR code opens `/stamp/scan?code=…`: a signed-in member earns that stamp at once; a
 * guest signs in first and comes back to the same address. The code can also be typed in.
 */
export function StampScanPage() {
  const { isSignedIn } = useSession();
  const { pathname, search } = useLocation();
  const code = useSearchParams()[0].get('code') ?? '';
  const [typed, setTyped] = useState('');
  const earn = useEarnEventReward(STAMP_EVENT_ID, {
    onSuccess: () => notify.success('スタンプを獲得しました。'),
    onError: (error) => notify.failure(error),
  });
  const sent = useRef(false);
  const { mutate } = earn;
  useEffect(() => {
    if (!isSignedIn || !code || sent.current) return;
    sent.current = true;
    mutate({ qRCodeValue: code });
  }, [isSignedIn, code, mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) earn.mutate({ qRCodeValue: typed.trim() });
  };

  return (
    <>
      <PageHeading title="スタンプを読み取る" />
      <div className={styles.stack}>
        {!isSignedIn ? (
          <>
            <p>スタンプの獲得にはログインが必要です。ログイン後、この画面に戻ります。</p>
            <ButtonLink href={signInPath(pathname + search)}>ログインする</ButtonLink>
          </>
        ) : (
          <>
            {earn.isSuccess && (
              <p>
                スタンプを獲得しました（{earn.data.stamps.filter((s) => s.isAcquired).length} /{' '}
                {earn.data.stamps.length} 個）。
              </p>
            )}
            <form className={styles.form} noValidate onSubmit={submit}>
              <TextField label="スタンプのコード" value={typed} onChange={setTyped} />
              <Button type="submit" isPending={earn.isPending}>
                スタンプを獲得する
              </Button>
            </form>
          </>
        )}
        <ButtonLink href={paths.getStamp} variant="secondary">
          スタンプカードを見る
        </ButtonLink>
      </div>
    </>
  );
}

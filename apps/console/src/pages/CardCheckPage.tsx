import {
  endpoints,
  type MembershipCardCheck,
  type MembershipCardCheckStatus,
  type MembershipCardRank,
} from '@fanclub/domain/contract';
import { formatDateTime, formatTime } from '@fanclub/domain/format';
import { Badge, Button, PageSpinner, type BadgeTone } from '@fanclub/ui';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { call, messageOf } from '../app/api.ts';

// The camera reader loads with this screen only.
const QrScanner = lazy(() =>
  import('@fanclub/ui/QrScanner').then(({ QrScanner }) => ({ default: QrScanner })),
);

/** What the door does, by what the check concluded: the headline, its tone and its badge. */
const OUTCOME: Record<MembershipCardCheckStatus, { title: string; tone: BadgeTone; badge: string }> = {
  valid: { title: '入場できます', tone: 'success', badge: '最新のコード' },
  offline_copy: { title: '本人確認をしてください', tone: 'warning', badge: 'オフライン用のコピー' },
  replayed: { title: 'すでに確認されたコードです', tone: 'danger', badge: '確認済み' },
  stale: { title: '古いQRコードです', tone: 'danger', badge: '期限切れ' },
  invalid: { title: '確認できない会員証です', tone: 'danger', badge: '確認できません' },
  member_gone: { title: '登録のない会員です', tone: 'danger', badge: '確認できません' },
  banned: { title: '利用停止中の会員です', tone: 'danger', badge: '利用停止' },
  cancelled: { title: '有料会員を退会しています', tone: 'danger', badge: '退会済み' },
  expired: { title: '有料会員の期間が終了しています', tone: 'danger', badge: '期間終了' },
};

const RANK: Record<MembershipCardRank, string> = {
  paid: '有料会員',
  free: '無料会員',
  expired: '有料会員期間終了（無料会員）',
};

/**
 * 会員証の確認: the venue's verifier (docs/membership-card.md). Staff read a member's card QR with
 * the device's camera, or a handheld reader types it into the code field; the API answers from
 * the member's standing now. The screen says plainly whether to admit, whether the code was the
 * current one or the offline copy, and whether it was already checked (a screenshot passed on).
 * Any operator may use it; the check itself is the public verify call, so nothing is changed.
 */
export function CardCheckPage() {
  const [round, setRound] = useState(0);
  const [token, setToken] = useState('');
  const check = useMutation({
    mutationFn: (code: string) => call(endpoints.verifyMembershipCard, { body: { token: code } }),
  });
  const result = useRef<HTMLHeadingElement>(null);
  const done = check.isSuccess || check.isError;
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);

  const read = (code: string) => {
    setToken(code);
    check.mutate(code);
  };
  const next = () => {
    check.reset();
    setRound((n) => n + 1);
  };

  return (
    <>
      <div className="console-page-head">
        <h1>会員証の確認</h1>
      </div>
      <p className="card-check-lead">
        来場者の会員証のQRコードを読み取ると、会員のいまの状態（有料会員か、利用停止や退会をしていないか）から入場できるかを表示します。会員証の画面のQRコードは30秒ごとに切り替わります。
      </p>
      {check.isPending ? (
        <PageSpinner />
      ) : check.isSuccess ? (
        <CheckResult answer={check.data} headingRef={result} />
      ) : check.isError ? (
        <section className="card-check" data-tone="danger" aria-labelledby="card-check-result">
          <h2 id="card-check-result" ref={result} tabIndex={-1}>
            確認できませんでした
          </h2>
          <p role="alert">
            {messageOf(check.error)}
            通信できる場所で、もう一度確認してください。
          </p>
          <Button variant="secondary" onPress={() => check.mutate(token)}>
            もう一度確認する
          </Button>
        </section>
      ) : (
        <Suspense fallback={<PageSpinner />}>
          <QrScanner
            key={round}
            onDetect={read}
            manualDescription="カメラを使えないときは、バーコードリーダーでこの欄に読み取るか、コードを貼り付けて送信してください。"
          />
        </Suspense>
      )}
      {done && (
        <p>
          <Button onPress={next}>次の人を確認する</Button>
        </p>
      )}
    </>
  );
}

function CheckResult({
  answer,
  headingRef,
}: {
  answer: MembershipCardCheck;
  headingRef: React.Ref<HTMLHeadingElement>;
}) {
  const outcome = OUTCOME[answer.status];
  const offline = answer.copy === 'offline';
  return (
    <section className="card-check" data-tone={outcome.tone} aria-labelledby="card-check-result">
      <h2 id="card-check-result" ref={headingRef} tabIndex={-1}>
        {outcome.title}
      </h2>
      <Badge tone={outcome.tone}>{outcome.badge}</Badge>
      <p role={answer.valid ? 'status' : 'alert'}>{answer.message}</p>
      <dl className="card-check-rows">
        {answer.memberNumber && (
          <div>
            <dt>会員番号</dt>
            <dd>{answer.memberNumber}</dd>
          </div>
        )}
        {answer.rank && (
          <div>
            <dt>会員の種別（いま）</dt>
            <dd>{RANK[answer.rank]}</dd>
          </div>
        )}
        {answer.copy && (
          <div>
            <dt>QRコード</dt>
            <dd>
              {offline
                ? 'オフライン用のコピー（最新のコードではありません）'
                : '最新のコード（30秒ごとに切り替わるもの）'}
            </dd>
          </div>
        )}
        {answer.issuedAt && (
          <div>
            <dt>{offline ? '会員証を読み込んだ日時' : 'コードの発行時刻'}</dt>
            <dd>{formatDateTime(answer.issuedAt)}</dd>
          </div>
        )}
        {answer.firstCheckedAt && (
          <div>
            <dt>最初に確認した時刻</dt>
            <dd>{formatTime(answer.firstCheckedAt)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

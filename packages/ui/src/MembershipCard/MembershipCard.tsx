import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { formatDate, formatDateTime, formatTime } from '@fanclub/domain/format';
import { QrCode } from '../QrCode/QrCode.tsx';
import styles from './MembershipCard.module.css';

export type MembershipCardRank = 'paid' | 'free' | 'expired';

const RANK: Record<MembershipCardRank, { label: string; tone: BadgeTone }> = {
  paid: { label: '有料会員', tone: 'brand' },
  free: { label: '無料会員', tone: 'neutral' },
  expired: { label: '有料会員期間終了', tone: 'warning' },
};

type MembershipCardProps = {
  /** クラブ名（カードの上に出します）。 Club name on the card. */
  clubName: string;
  /** 会員番号（8 桁）。 */
  memberNumber: string;
  /** ニックネーム。ないときは「ニックネーム未登録」。 */
  nickName: string | null;
  rank: MembershipCardRank;
  /** プラン名（有料会員のとき、または終了したプラン）。 */
  planName: string | null;
  /** 入会日。 */
  joinedAt: string;
  /** 有効期限（有料会員の期間の終わり）。 */
  validUntil: string | null;
  /** 継続年数（有料会員のとき）。 */
  continuationYears: number | null;
  /** 署名つきの QR の中身。 Signed QR payload. */
  qr: string;
  /** QR の署名の期限。 */
  qrExpiresAt: string;
  /**
   * QR の種類。`live` は開いている間 30 秒ごとに切り替わる最新のコード、`offline` は電波がないときに見せる保存したコピー（係員の読み取りで「オフライン用」と出ます）。
   * Which code: the current one (rotating while the page is open) or the offline copy.
   */
  codeKind?: 'live' | 'offline';
  /**
   * `live` では表示中の時刻（毎秒進む時計。スクリーンショットとの見分けに使います）、`offline` では会員証を読み込んだ日時。
   * Live: the time now (a ticking clock tells the screen from a screenshot). Offline: when the
   * card was loaded.
   */
  codeTime: string;
};

const years = (n: number) => (n < 1 ? '1年未満' : `${n}年`);

/**
 * The digital membership card: number, nickname, plan, join date, validity, continuation years
 * and the signed QR code a venue scans.
 */
export function MembershipCard({
  clubName,
  memberNumber,
  nickName,
  rank,
  planName,
  joinedAt,
  validUntil,
  continuationYears,
  qr,
  qrExpiresAt,
  codeKind = 'live',
  codeTime,
}: MembershipCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} data-rank={rank} data-code={codeKind} aria-labelledby={titleId}>
      <div className={styles.face}>
        <p className={styles.club}>{clubName}</p>
        <h2 id={titleId} className={styles.title}>
          会員証 <span lang="en">MEMBERSHIP CARD</span>
        </h2>
        <Badge tone={RANK[rank].tone}>{RANK[rank].label}</Badge>
        <dl className={styles.rows}>
          <div className={styles.number}>
            <dt>会員番号</dt>
            <dd>{memberNumber}</dd>
          </div>
          <div>
            <dt>ニックネーム</dt>
            <dd>{nickName ?? 'ニックネーム未登録'}</dd>
          </div>
          <div>
            <dt>プラン</dt>
            <dd>
              {rank === 'paid'
                ? planName
                : rank === 'expired'
                  ? `無料会員（${planName ?? '有料プラン'}は終了）`
                  : '無料会員'}
            </dd>
          </div>
          <div>
            <dt>入会日</dt>
            <dd className={styles.date}>{formatDate(joinedAt)}</dd>
          </div>
          <div>
            <dt>有効期限</dt>
            <dd className={styles.date}>
              {rank === 'free' || !validUntil
                ? '期限なし（無料会員）'
                : `${formatDate(validUntil)}${rank === 'expired' ? '（終了）' : ''}`}
            </dd>
          </div>
          {rank === 'paid' && continuationYears !== null && (
            <div>
              <dt>継続年数</dt>
              <dd>{years(continuationYears)}</dd>
            </div>
          )}
        </dl>
      </div>
      <figure className={styles.qr}>
        <QrCode value={qr} label={`会員番号 ${memberNumber} の会員証QRコード`} size={184} />
        {codeKind === 'live' ? (
          <figcaption>
            入場時にこのQRコードを係員にお見せください。QRコードは30秒ごとに切り替わります。
            {/* The visual comparison hides it (data-volatile): it moves every second. */}
            <span className={styles.clock} data-volatile="">
              表示時刻 <time dateTime={codeTime}>{formatTime(codeTime)}</time>
            </span>
          </figcaption>
        ) : (
          <figcaption>
            <strong className={styles.offline}>オフライン用のQRコード</strong>
            電波が届かないため、保存した会員証のQRコードを表示しています。係員が本人確認をする場合があります。
            <span className={styles.clock}>
              読み込み <span className={styles.date}>{formatDateTime(codeTime)}</span>
            </span>
            <span>
              期限 <span className={styles.date}>{formatDateTime(qrExpiresAt)}</span>
            </span>
          </figcaption>
        )}
      </figure>
    </section>
  );
}

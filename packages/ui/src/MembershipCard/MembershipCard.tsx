import { useId } from 'react';
import { Badge, type BadgeTone } from '../Badge/Badge.tsx';
import { formatDate } from '@fanclub/domain/format';
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
};

const years = (n: number) => (n < 1 ? '1年未満' : `${n}年`);

/**
 * デジタル会員証。会員番号・ニックネーム・プラン・入会日・有効期限・継続年数と、会場で読み取る署名つき QR コード。
 *
 * **使う場面**: マイページの会員証（`/my-account/card`）。イベント会場の入場確認で見せます。
 *
 * **キーボード・スクリーンリーダー**: 見出しつきの領域で、項目は定義リスト。QR コードは会員番号を含む名前で読み上げます。
 *
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
}: MembershipCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} data-rank={rank} aria-labelledby={titleId}>
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
        <figcaption>
          入場時にこのQRコードを係員にお見せください。
          <br />
          QRコードの期限 <span className={styles.date}>{formatDate(qrExpiresAt)}</span>
        </figcaption>
      </figure>
    </section>
  );
}

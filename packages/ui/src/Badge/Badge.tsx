import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'danger' | 'info';

type BadgeProps = {
  /** 意味の色: brand、neutral（既定）、success、warning、danger、info。 */
  tone?: BadgeTone;
  /** バッジの文字（色だけで意味を伝えないため必須）。 */
  children: ReactNode;
};

/**
 * 短い状態のラベル（NEW、会員限定、発送済み など）。色だけに頼らず、必ず文字で伝えます。
 *
 * **使う場面**: カードや行の状態・種類を一言で示すとき。`tone` で意味の色（brand / neutral / success / warning / danger / info）を選びます。
 *
 * **使わない場面**: 押せるもの（`Button` / `Link`）、文章での説明、注文の状態（`OrderStatusBadge` が文言と色を決めます）。
 *
 * - する: 「在庫なし」「会員限定」のように 2〜6 文字程度で。
 * - しない: 色の違いだけで状態を伝える、バッジを並べすぎる（1 枚のカードに 3 つまで）。
 *
 * **キーボード・スクリーンリーダー**: フォーカスは止まりません。文字はそのまま読み上げられます。
 *
 * A short status label (NEW, 会員限定, 発送済み...). Colour is never the only signal: it has text.
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}

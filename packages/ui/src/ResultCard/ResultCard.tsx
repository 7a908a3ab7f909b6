import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon } from '../icons/icons.tsx';
import styles from './ResultCard.module.css';

type ResultCardProps = {
  /** `success` はできたこと、`failure` はできなかったこと。 What happened: done, or not done. */
  tone: 'success' | 'failure';
  /** 結果の見出し（「スタンプを獲得しました」）。 The result in a few words. */
  title: string;
  /**
   * 理由や詳しいこと（失敗ならサーバーのメッセージ、仕様 8 章の文言）。
   * The reason or detail (for a failure, the server's message as spec section 8 words it).
   */
  message?: ReactNode;
  /** 次にすること（例: 「ほかのコードを読み取る」のボタン）。 What to do next. */
  children?: ReactNode;
  /**
   * 出たときにカードへフォーカスを移します（押した入力欄やボタンが結果と入れ替わって消えるとき）。
   * Moves focus to the card when it appears (when the control that was used goes away).
   */
  focusOnShow?: boolean;
};

/**
 * 操作の結果を、消えずに画面に残るカードで伝えます。成功と失敗で色とアイコンが変わり、理由と次にすることを添えます。
 *
 * **使う場面**: 会場でのスタンプの読み取りのように、結果を見落とすと困る操作（トーストは数秒で消えます）。
 *
 * **使わない場面**: 読み込みの失敗（`ErrorState`）、フォームの入力エラー（`FormErrorSummary`）。
 *
 * - する: 失敗には理由とやり直しかたを書く。次の操作が始まるまで残す。
 * - しない: 同じ結果をトーストでも重ねて出す。
 *
 * **キーボード・スクリーンリーダー**: 成功は `role="status"`、失敗は `role="alert"` で、出たときに読み上げます。
 * 見出しつきの領域で、アイコンは飾りです。`focusOnShow` なら出たときにカードへフォーカスが移ります。
 *
 * The result of an action as a card that stays on the page: tone, reason and what to do next.
 */
export function ResultCard({ tone, title, message, children, focusOnShow }: ResultCardProps) {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusOnShow) card.current?.focus();
  }, [focusOnShow]);
  const Icon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <section
      ref={card}
      tabIndex={focusOnShow ? -1 : undefined}
      className={styles.card}
      data-tone={tone}
      role={tone === 'success' ? 'status' : 'alert'}
      aria-labelledby={titleId}
    >
      <Icon className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {message && <div className={styles.message}>{message}</div>}
        {children && <div className={styles.next}>{children}</div>}
      </div>
    </section>
  );
}

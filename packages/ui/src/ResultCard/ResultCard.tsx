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

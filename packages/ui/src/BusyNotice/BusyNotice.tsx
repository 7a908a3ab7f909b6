import { useEffect, useState } from 'react';
import { statusText } from '../messages/status.ts';
import styles from './BusyNotice.module.css';

type BusyNoticeProps = {
  /**
   * 自動で再試行する時刻（ミリ秒）。
   * When the call is tried again by itself (epoch ms), from the server's `Retry-After`.
   */
  retryAt: number;
  /** 現在時刻（ミリ秒）を返す関数。ストーリーやテストで時刻を固定するときに渡します。 */
  now?: () => number;
};

const secondsLeft = (retryAt: number, now: number) => Math.max(0, Math.ceil((retryAt - now) / 1000));

/**
 * 混み合っているときのお知らせ: サーバーが「混雑中」（503 と Retry-After）と答えたとき、待ち時間を数えて見せます。
 *
 * **使う場面**: 投票・注文・ログインなどがサーバーの混雑で受け付けられず、サイトが自動で再試行するまでのあいだ。
 * 入力やカートはそのまま残ることを伝えます。
 *
 * **使わない場面**: 失敗が確定したとき（`ErrorState` やフォームのエラー）、操作の結果の知らせ（トースト）。
 *
 * **キーボード・スクリーンリーダー**: `role="status"` で出たときに見出しと説明を一度読み上げます。
 * 毎秒変わる残り秒数は読み上げません（`aria-hidden`）。フォーカスは動かしません。
 */
export function BusyNotice({ retryAt, now = Date.now }: BusyNoticeProps) {
  const [left, setLeft] = useState(() => secondsLeft(retryAt, now()));
  useEffect(() => {
    setLeft(secondsLeft(retryAt, now()));
    const timer = setInterval(() => setLeft(secondsLeft(retryAt, now())), 250);
    return () => clearInterval(timer);
  }, [retryAt, now]);
  return (
    <section className={styles.root} role="status" aria-label={statusText.busyTitle}>
      <p className={styles.title}>{statusText.busyTitle}</p>
      <p className={styles.message}>{statusText.busyDescription}</p>
      <p className={styles.countdown} aria-hidden="true">
        {left > 0 ? statusText.busyCountdown(left) : statusText.busyRetrying}
      </p>
    </section>
  );
}

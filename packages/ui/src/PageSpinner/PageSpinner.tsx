import { statusText } from '../messages/status.ts';
import styles from './PageSpinner.module.css';

type PageSpinnerProps = {
  /** 読み込んでいるもの（読み上げ用）。 What is loading, read out to screen readers. */
  label?: string;
  /**
   * `page` は画面いっぱい、`inline` はセクションの中。
   * `page` fills the viewport (route guard); `inline` sits in a section.
   */
  size?: 'page' | 'inline';
};

/**
 * 読み込み中の表示（くるくる）。何を読み込んでいるかをスクリーンリーダーにも伝えます。
 *
 * **使う場面**: 画面やセクションのデータを待つあいだ。`size="page"` は画面全体（ガードの確認中）、`inline` はセクションの中。
 *
 * **使わない場面**: ボタンを押した後の待ち（`Button` の `isPending`）、数百ミリ秒で終わる処理。
 *
 * **キーボード・スクリーンリーダー**: `role="status"` で「読み込み中」と読み上げます。フォーカスは動かしません。
 */
export function PageSpinner({ label = statusText.loading, size = 'page' }: PageSpinnerProps) {
  return (
    <div role="status" className={styles.root} data-size={size}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

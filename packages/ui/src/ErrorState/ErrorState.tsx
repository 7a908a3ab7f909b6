import { Button } from '../Button/Button.tsx';
import { statusText } from '../messages/status.ts';
import styles from './ErrorState.module.css';

type ErrorStateProps = {
  /** 見出し（既定は「エラーが発生しました」）。 */
  title?: string;
  /**
   * エラーの文言（メッセージカタログのもの）。
   * The error's message as the catalogue (spec section 8) words it.
   */
  message?: string;
  /**
   * 再読み込みのボタンを出します（react-query の `refetch` など）。
   * Shows a retry button; typically react-query's `refetch`.
   */
  onRetry?: () => void;
  /** 再読み込み中。 */
  isRetrying?: boolean;
};

/**
 * 読み込みに失敗したときの表示: エラーの文言と「再読み込み」ボタン。
 *
 * **使う場面**: 画面やセクションのデータが取れなかったとき。文言はメッセージカタログ（仕様 8 章）のもの。
 *
 * **使わない場面**: フォームの入力エラー（入力欄と `FormErrorSummary`）、操作の結果の知らせ（トースト）。
 *
 * **キーボード・スクリーンリーダー**: `role="alert"` で出たときに読み上げます。「再読み込み」は Tab で止まるボタン。
 */
export function ErrorState({
  title = statusText.errorTitle,
  message = statusText.errorDescription,
  onRetry,
  isRetrying,
}: ErrorStateProps) {
  return (
    <section className={styles.root} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="ghost" onPress={onRetry} isPending={isRetrying}>
          {statusText.retry}
        </Button>
      )}
    </section>
  );
}

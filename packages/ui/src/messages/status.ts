// Loading, error and empty states (PageSpinner, ErrorState, EmptyState). Each string is its own const as
// well, so that the catalogue (./catalogue.ts) can re-export it alone.
export const loading = '読み込み中';
export const retry = '再読み込み';
export const errorTitle = 'エラーが発生しました';
export const errorDescription = '時間をおいて、もう一度お試しください。';
export const emptyTitle = 'まだ何もありません';

/** The server is at its limit (503 with Retry-After): the call is tried again by itself. */
export const busyTitle = 'ただいまアクセスが集中しています';
export const busyDescription = '入力した内容はそのままです。少し待ってから自動でもう一度お試しします。';
export const busyCountdown = (seconds: number) => `あと${seconds}秒`;
export const busyRetrying = 'もう一度お試ししています…';

export const statusText = {
  loading,
  retry,
  errorTitle,
  errorDescription,
  emptyTitle,
  busyTitle,
  busyDescription,
  busyCountdown,
  busyRetrying,
} as const;

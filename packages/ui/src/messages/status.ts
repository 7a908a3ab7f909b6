// Loading, error and empty states (PageSpinner, ErrorState, EmptyState). Each string is its own const as
// well, so that the catalogue (./catalogue.ts) can re-export it alone.
export const loading = '読み込み中';
export const retry = '再読み込み';
export const errorTitle = 'エラーが発生しました';
export const errorDescription = '時間をおいて、もう一度お試しください。';
export const emptyTitle = 'まだ何もありません';

export const statusText = { loading, retry, errorTitle, errorDescription, emptyTitle } as const;

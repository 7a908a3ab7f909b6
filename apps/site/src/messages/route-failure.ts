/**
 * The words a fan reads when a screen could not come over the network. 「再読み込み」 is the one word
 * for loading again, as on ui ErrorState's button (ui messages/status.ts `retry`) and domain's
 * `uiText.retry`.
 */
export const routeFailureText = {
  offlineTitle: '通信できませんでした',
  offlineLead:
    'インターネットに接続できないため、ページを表示できませんでした。通信環境をご確認のうえ、「再読み込み」を押してください。',
  errorTitle: 'ページを表示できませんでした',
  errorLead:
    '一時的な問題でページを表示できませんでした。「再読み込み」を押してください。解決しない場合は、しばらく時間をおいてからお試しください。',
  retry: '再読み込み',
  retrying: '接続しています',
} as const;

/** The stamp rally (/get-stamp) and its scanner (/stamp/scan): what the site says itself. */
export const stampsText = {
  /** The rally's rewards (the draws' prizes have the same word, in ./engagement.ts). */
  rewards: '特典',
  stampRally: 'スタンプラリー',
  stampRallyGuest:
    '会場のQRコードを読み取ってスタンプを集めましょう。スタンプカードの確認にはログインが必要です。',
  signInForStampCard: 'ログインしてスタンプカードを見る',
  acquired: '獲得済み',
  notAcquired: '未獲得',
  rewardVideo: '特典動画を見る（新しいタブで開きます）',
  rewardImage: '特典画像を見る（新しいタブで開きます）',
  scanTitle: 'スタンプを読み取る',
  scanGuest: 'スタンプの獲得にはログインが必要です。ログイン後、この画面に戻ります。',
  checking: 'コードを確認しています',
  earnedTitle: 'スタンプを獲得しました',
  progress: (acquired: number, total: number) => `いま ${acquired} / ${total} 個のスタンプを獲得しています。`,
  failedTitle: 'スタンプを獲得できませんでした',
  /** After the server's reason (spec section 8's words): what the fan can do at the venue. */
  failedNext:
    'QRコードをもう一度読み取るか、会場の別のコードをお試しください。獲得済みのスタンプはスタンプカードで確認できます。',
  scanAnother: 'ほかのコードを読み取る',
  stampCard: 'スタンプカードを見る',
} as const;

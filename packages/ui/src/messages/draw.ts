/** DrawEntryForm. */
export const drawText = {
  enter: '応募する',
  /** The enter button's accessible name: which benefit it enters. */
  enterLabel: (name: string) => `「${name}」に応募する`,
  capacity: (count: number, capacity: number) =>
    `応募状況：${count.toLocaleString('ja-JP')} / ${capacity.toLocaleString('ja-JP')}名`,
  winners: (n: number) => `当選者数：${n.toLocaleString('ja-JP')}名`,
  drawnAt: (date: string) => `抽選日時：${date}`,
  chooseOption: (label: string) => `${label}を選択してください。`,
  notEntered: '未応募',
  /** The badge of an entry waiting for its draw. */
  pending: '抽選待ち',
  waiting: '応募済みです。抽選結果の発表をお待ちください。',
  yourOption: (label: string, value: string) => `${label}：${value}`,
  won: '当選',
  wonTitle: '当選おめでとうございます！',
  notWon: '落選',
  notWonText: '残念ながら、今回は落選となりました。またのご応募をお待ちしております。',
  full: '定員に達したため、受付を終了しました。',
  fullBadge: '受付終了',
  beforeBadge: '受付前',
  beforeStart: (date: string) => `${date}から受付開始です。`,
  ended: '受付期間は終了しました。',
} as const;

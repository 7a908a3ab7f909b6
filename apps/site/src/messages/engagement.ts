/**
 * The fans' events (draws, surveys, gifts): what the site says itself. The stamp rally's words are
 * ./stamps.ts, so neither's pages load the other's. The draw badges are ui's (`draw.beforeBadge`,
 * `draw.fullBadge`), the way back to a list the content pages' (`contentPagesText.backToList`).
 */
export const engagementText = {
  draws: '抽選イベント',
  drawsEmpty: '現在の抽選イベントはありません。',
  entryPeriod: '応募期間',
  /** A draw's entry period on its list: 「応募期間：…」. */
  entryPeriodOf: (period: string) => `応募期間：${period}`,
  /** A draw taking entries now (before and after it, ui's badges). */
  entryOpen: '受付中',
  eventDate: '開催日',
  benefits: '特典',
  entered: (benefit: string) => `「${benefit}」に応募しました。`,
  surveys: 'アンケート',
  surveysEmpty: '現在実施中のアンケートはありません。',
  surveyAnswered: '回答済みです。現在の集計結果は次のとおりです。',
  surveyRequired: '回答を選択してください。',
  surveySent: 'ご回答ありがとうございました。',
  gifts: 'ギフト',
  giftsEmpty: 'ギフトはまだありません。',
  giftList: 'ギフト一覧',
  giftImageAlt: (title: string, n: number) => `${title}の画像${n}`,
  watchVideo: '動画を見る（新しいタブで開きます）',
} as const;

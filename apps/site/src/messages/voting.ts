/** The voting area (/voting, /voting/history, the point purchase): what the site says itself. */
export const votingText = {
  title: '投票',
  balance: '保有ポイント：',
  noPoints: '投票ポイントがないため、現在は投票できません。ポイントを購入すると投票できます。',
  buyPoints: 'ポイントを購入する',
  history: '投票履歴を見る',
  empty: '現在開催中の投票イベントはありません。',
  cancelled: '投票をやめました。',
} as const;

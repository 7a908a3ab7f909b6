// MemberSummary (the top of My Page).
export const memberSummaryText = {
  title: '会員証',
  paid: '有料会員',
  free: '無料会員',
  honorific: (name: string) => `${name} 様`,
  memberNumber: '会員番号',
  points: '投票ポイント',
  showCard: '会員証を見る',
  usePoints: 'ポイントを使って投票する',
} as const;

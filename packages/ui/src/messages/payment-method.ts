/** PaymentMethodPicker and KonbiniSlip. */
export const paymentMethodText = {
  label: 'お支払い方法',
  creditCard: 'クレジットカード',
  konbini: 'コンビニ払い',
  konbiniFee: (fee: string) => `手数料 ${fee}（税込）`,
  konbiniNoFee: '手数料無料',
  konbiniDeadline: (days: number) => `ご注文から${days}日後の23:59までにお支払いください`,
  store: 'お支払いに使うコンビニ',
  slipTitle: 'コンビニでのお支払い',
  slipStore: 'お支払い先',
  slipAmount: 'お支払い金額',
  slipDeadline: 'お支払い期限',
  slipState: '状態',
  slipPaidAt: '入金日',
  slipLink: '払込票を見る',
  newTab: '（新しいタブで開きます）',
  slipLead: (deadline: string) =>
    `${deadline}までに、下の番号でお支払いください。期限を過ぎるとご注文はキャンセルされます。`,
  slipPaid: 'お支払いを確認しました。',
  slipExpired: 'お支払い期限が過ぎたため、ご注文はキャンセルされました。',
} as const;

/** EmailConfirmField. */
export const emailConfirmText = {
  email: 'メールアドレス',
  confirm: 'メールアドレス（確認）',
  confirmDescription: '確認のため、もう一度入力してください。',
} as const;

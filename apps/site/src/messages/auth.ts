// Signing in: what the site says itself. Kept small, as the sign-in page is a public route near its
// first-load budget; the password pages' own words are in password.ts.

/** /sign-in: the links under the form. */
export const signInText = {
  forgotPassword: 'パスワードをお忘れの方',
  toRegistration: '新規会員登録はこちら',
} as const;

/** The title once a link was mailed (a password reset, a registration). */
export const mailSentText = { title: 'メールを送信しました' } as const;

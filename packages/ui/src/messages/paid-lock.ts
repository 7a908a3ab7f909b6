// PaidContentLock alone (the badges' words stay in ./content.ts, which every card loads: a page of
// cards does not carry the lock's longer text). Each string is its own const as well, so that the
// catalogue (./catalogue.ts) can re-export it alone.
export const paidLockTitle = 'この内容は有料会員限定です';
export const paidLockGuest =
  '会員限定の内容は、ログインした有料会員の方だけがご覧いただけます。会員の方はログインしてください。';
export const paidLockJoin =
  'はじめての方は、新規会員登録（無料）のあと有料会員プランにお申し込みいただけます。';
export const paidLockGuide = '会費と特典を見る（入会案内）';
export const paidLockFree = '有料会員にアップグレードすると、すべてご覧いただけます。';

export const paidLockText = {
  paidLockTitle,
  paidLockGuest,
  paidLockJoin,
  paidLockGuide,
  paidLockFree,
} as const;

// Members-only content: PaidContentLock and the badges of cards and lists. Each string is its own const as
// well, so that the catalogue (./catalogue.ts) can re-export it alone.
export const paidLockTitle = 'この内容は有料会員限定です';
export const paidLockGuest = 'ログインまたは会員登録のうえ、有料会員にお申し込みください。';
export const paidLockFree = '有料会員にアップグレードすると、すべてご覧いただけます。';
export const upgrade = '有料会員になる';
export const isNew = 'NEW';
export const paidBadge = '会員限定';

export const contentText = { paidLockTitle, paidLockGuest, paidLockFree, upgrade, isNew, paidBadge } as const;

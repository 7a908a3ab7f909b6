// Members-only content: the badges of cards and lists and the way to upgrade. The lock's own words
// are in ./paid-lock.ts. Each string is its own const as well, so that the catalogue
// (./catalogue.ts) can re-export it alone.
export const upgrade = '有料会員になる';
export const isNew = 'NEW';
export const paidBadge = '会員限定';
/** The first category tab: the whole list. */
export const allCategories = 'すべて';

export const contentText = { upgrade, isNew, paidBadge } as const;

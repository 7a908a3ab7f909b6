/**
 * DESIGN.md "Paid content": the one place that says which fields of a paid-only item the server
 * withholds from guests and free members. The title and the main picture stay, so the locked
 * panel has something to show; everything a paid member pays for is null (or an empty list).
 * Repositories build the whole entity and pass it through `withholdPaid`; the security suite
 * reads `paidOnlyFields` to try every field as a guest and as a free member.
 */
export const paidOnlyFields = {
  blog: ['content'],
  news: ['content'],
  discography: ['content', 'streamLink'],
  schedule: ['content', 'link'],
  musicVideo: ['videoUrl'],
  vlog: ['videoUrl'],
  profile: [
    'affiliateStore',
    'affiliation',
    'birthday',
    'height',
    'hometown',
    'bloodType',
    'hobby',
    'skill',
    'aspiration',
    'backgroundImageURL',
    'statement',
    'profileImages',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PaidKind = keyof typeof paidOnlyFields;

/** The entity's type once withheld: each paid-only field may be null (a list may be empty). */
export type Withheld<T, K extends PaidKind> = {
  [P in keyof T]: P extends (typeof paidOnlyFields)[K][number]
    ? T[P] extends readonly unknown[]
      ? T[P]
      : T[P] | null
    : T[P];
};

/** The item as this reader may see it: paid-only fields emptied unless `canSeePaid`. */
export const withholdPaid = <K extends PaidKind, T extends { isPaid: boolean }>(
  kind: K,
  item: T,
  canSeePaid: boolean,
): Withheld<T, K> => {
  if (!item.isPaid || canSeePaid) return item as Withheld<T, K>;
  const copy: Record<string, unknown> = { ...item };
  for (const field of paidOnlyFields[kind]) copy[field] = Array.isArray(copy[field]) ? [] : null;
  return copy as Withheld<T, K>;
};

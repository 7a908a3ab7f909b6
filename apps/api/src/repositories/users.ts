import type { Subscription, User } from '@fanclub/domain/contract';
import { formatMemberNumber } from '@fanclub/domain/format';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { subscriptions, users, votingPackagePurchases } from '../db/schema/index.ts';
import { ageOn, iso, isoOrNull } from '../lib/dates.ts';

type UserRow = typeof users.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

const LIVE = ['active', 'cancel_requested', 'past_due'] as const;

/** DESIGN.md: active, cancel_requested and past_due count while the paid period lasts. */
export const isSubscriptionActive = (row: SubscriptionRow, now = new Date()) =>
  (LIVE as readonly string[]).includes(row.status) && row.end > now;

export const toSubscription = (row: SubscriptionRow, now = new Date()): Subscription => ({
  id: row.id,
  name: row.name,
  price: row.price,
  initialFee: row.initialFee,
  taxRate: row.taxRate,
  cycleType: row.cycleType,
  cycleValue: row.cycleValue,
  billingCount: row.billingCount,
  retryBillingCount: row.retryBillingCount,
  status: row.status,
  renewal: row.renewal,
  isActive: isSubscriptionActive(row, now),
  userId: row.userId,
  planId: row.planId,
  start: iso(row.start),
  end: iso(row.end),
  lastBillingDate: isoOrNull(row.lastBillingDate),
  nextBillingDate: isoOrNull(row.nextBillingDate),
  bannedAt: isoOrNull(row.bannedAt),
  bannedReason: row.bannedReason,
});

export { formatMemberNumber };

const toGender = (value: number): User['gender'] =>
  [0, 1, 2, 9].includes(value) ? (value as User['gender']) : 0;

/** Who a member is, as lists and mails that name them select it (with `fullName` to write it). */
export const memberColumns = {
  id: users.id,
  memberNumber: users.memberNumber,
  email: users.email,
  lastName: users.lastName,
  firstName: users.firstName,
};

export const usersRepository = (db: Db) => ({
  /** お知らせメール: whether the member receives announcements (on unless they said no). */
  announcementMailOf: async (userId: number) => {
    const [row] = await db
      .select({ receive: users.announcementMail })
      .from(users)
      .where(eq(users.id, userId));
    return row?.receive ?? true;
  },
  setAnnouncementMail: async (userId: number, receive: boolean) => {
    await db
      .update(users)
      .set({ announcementMail: receive, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
  /** The new member's id. */
  insert: async (values: typeof users.$inferInsert, tx: DbOrTx = db) => {
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    return row!.id;
  },
  /** Changes the member's row (and its `updatedAt`). */
  update: async (id: number, change: Partial<typeof users.$inferInsert>, tx: DbOrTx = db) => {
    await tx
      .update(users)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(users.id, id));
  },
  /** The member with this member number, if any. */
  findByMemberNumber: async (memberNumber: number) => {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.memberNumber, memberNumber));
    return row ?? null;
  },
  findByEmail: async (email: string, tx: DbOrTx = db) => {
    const [row] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  },
  findById: async (id: number, tx: DbOrTx = db) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    return row ?? null;
  },
  /** The subscription that decides the member's state: the newest one. */
  currentSubscription: async (userId: number, tx: DbOrTx = db) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(1);
    return row ?? null;
  },
  isPaidMember: async (userId: number | null, now = new Date()) => {
    if (userId === null) return false;
    const [row] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          sql`${subscriptions.status} in ('active', 'cancel_requested', 'past_due')`,
          gt(subscriptions.end, now),
        ),
      )
      .limit(1);
    return Boolean(row);
  },
  /** Unspent, unexpired points. */
  votingPoint: async (userId: number, tx: DbOrTx = db, now = new Date()) => {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${votingPackagePurchases.remainingPoint}), 0)` })
      .from(votingPackagePurchases)
      .where(and(eq(votingPackagePurchases.userId, userId), gt(votingPackagePurchases.expireDate, now)));
    return Number(row?.total ?? 0);
  },
});

export type UsersRepository = ReturnType<typeof usersRepository>;

/** The contract's User: the row plus subscription, paid state, age and points. */
export const loadUser = async (
  db: Db,
  userId: number,
  tx: DbOrTx = db,
  now = new Date(),
): Promise<User | null> => {
  const repo = usersRepository(db);
  const row = await repo.findById(userId, tx);
  if (!row) return null;
  const subscription = await repo.currentSubscription(userId, tx);
  return toUser(row, subscription, await repo.votingPoint(userId, tx, now), now);
};

export const toUser = (
  row: UserRow,
  subscription: SubscriptionRow | null,
  votingPoint: number,
  now = new Date(),
): User => {
  const contractSubscription = subscription ? toSubscription(subscription, now) : null;
  return {
    id: row.id,
    companyId: row.companyId,
    memberNumber: formatMemberNumber(row.memberNumber),
    email: row.email,
    lastName: row.lastName,
    firstName: row.firstName,
    lastNameKana: row.lastNameKana,
    firstNameKana: row.firstNameKana,
    nickName: row.nickName,
    phone: row.phone,
    zipCode: row.zipCode,
    prefectureId: row.prefectureId,
    address1: row.address1,
    address2: row.address2,
    address3: row.address3,
    birthDate: row.birthDate,
    gender: toGender(row.gender),
    age: ageOn(row.birthDate, now),
    isPaidMember: contractSubscription?.isActive ?? false,
    isReceivedGift: row.isReceivedGift,
    isTDS: row.isTDS,
    TDSMiecruId: row.tdsMiecruId,
    maskedCardNumber: row.maskedCardNumber,
    isValidCard: row.isValidCard,
    subscription: contractSubscription,
    votingPoint,
  };
};

// The schema of gifts and rewards (index.ts assembles every table).
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, at, createdAt, companyId, displayOrder, cascadeFrom } from './common.ts';
import { users } from './accounts.ts';
import { productSkus } from './shop.ts';

export const giftPosts = pgTable('gift_posts', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  content: text().notNull().default(''),
  videoUrl: text(),
  publishedAt: at().notNull().defaultNow(),
});

export const giftPostImages = pgTable('gift_post_images', {
  id: id(),
  giftPostId: cascadeFrom(() => giftPosts.id),
  url: text().notNull(),
  displayOrder: displayOrder(),
});

export const birthdayGifts = pgTable('birthday_gifts', {
  id: id(),
  companyId: companyId(),
  month: integer().notNull(),
  title: text().notNull(),
  content: text().notNull().default(''),
  imageUrl: text(),
  videoUrl: text(),
  productSkuId: integer().references(() => productSkus.id, { onDelete: 'set null' }),
  isMail: boolean().notNull().default(false),
});

export const receivedGifts = pgTable(
  'received_gifts',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    birthdayGiftId: cascadeFrom(() => birthdayGifts.id),
    year: integer().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.birthdayGiftId, t.year)],
);

export const rewardEvents = pgTable('reward_events', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  description: text(),
});

export const eventRewards = pgTable(
  'event_rewards',
  {
    id: id(),
    eventId: cascadeFrom(() => rewardEvents.id),
    type: text({ enum: ['stamp', 'content'] }).notNull(),
    name: text().notNull(),
    description: text(),
    qrCodeValue: text(),
    order: integer().notNull().default(0),
    iconUrlLocked: text(),
    iconUrlUnlocked: text(),
    membershipType: text({ enum: ['all', 'free', 'paid'] })
      .notNull()
      .default('all'),
    imageUrl: text(),
    videoUrl: text(),
  },
  (t) => [index().on(t.eventId), uniqueIndex().on(t.qrCodeValue)],
);

export const earnedRewards = pgTable(
  'earned_rewards',
  {
    id: id(),
    userId: cascadeFrom(() => users.id),
    rewardId: cascadeFrom(() => eventRewards.id),
    earnedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.rewardId)],
);

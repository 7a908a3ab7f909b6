// The schema of content (index.ts assembles every table).
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import {
  id,
  at,
  createdAt,
  companyId,
  isPaid,
  displayOrder,
  categorised,
  publishStatus,
  categoryTable,
} from './common.ts';

export const biographies = pgTable('biographies', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  content: text().notNull().default(''),
  timeLine: jsonb().$type<{ date: string; content: string }[]>().notNull().default([]),
  imageUrl: text(),
  displayOrder: displayOrder(),
  createdAt: createdAt(),
});

export const profiles = pgTable('profiles', {
  id: id(),
  companyId: companyId(),
  name: text().notNull(),
  isPaid: isPaid(),
  displayOrder: displayOrder(),
  affiliateStore: jsonb().$type<Record<string, unknown> | null>(),
  affiliation: text(),
  birthday: text(),
  height: text(),
  hometown: text(),
  bloodType: text(),
  hobby: text(),
  skill: text(),
  aspiration: text(),
  imageUrl: text(),
  bannerUrl: text(),
  backgroundImageUrl: text(),
  statement: text(),
  role: text(),
  profileImages: jsonb().$type<unknown[]>().notNull().default([]),
});

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    companyId: companyId(),
    title: text().notNull(),
    subTitle: text(),
    content: text().notNull().default(''),
    isPaid: isPaid(),
    imageUrl: text(),
    publishedAt: at().notNull().defaultNow(),
    /** A draft is seen only in the console; a published post shows once `publishedAt` has come. */
    status: publishStatus(),
    profileId: integer().references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.companyId, t.publishedAt)],
);

export const discographyCategories = categoryTable('discography_categories');
export const newsCategories = categoryTable('news_categories');
export const noticeCategories = categoryTable('notice_categories');
export const scheduleCategories = categoryTable('schedule_categories');
export const productCategories = categoryTable('product_categories');

export const discographies = pgTable('discographies', {
  ...categorised(() => discographyCategories.id),
  content: text().notNull().default(''),
  summary: text(),
  isShowPrice: boolean().notNull().default(false),
  isPaid: isPaid(),
  purchaseLink: text(),
  streamLink: text(),
  taxRate: doublePrecision().notNull().default(10),
  price: integer().notNull().default(0),
  imageUrl: text(),
  releasedAt: at(),
  displayOrder: displayOrder(),
});

export const news = pgTable(
  'news',
  {
    ...categorised(() => newsCategories.id),
    content: text().notNull().default(''),
    imageUrl: text(),
    isPaid: isPaid(),
    isNew: boolean().notNull().default(false),
    publishAt: at().notNull().defaultNow(),
    /** A draft is seen only in the console; a published item shows once `publishAt` has come. */
    status: publishStatus(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.publishAt)],
);

export const notices = pgTable(
  'notices',
  {
    ...categorised(() => noticeCategories.id),
    subTitle: text(),
    content: text().notNull().default(''),
    isPaid: isPaid(),
    publishedAt: at().notNull().defaultNow(),
    /** As for blogs: drafts stay in the console, a published notice shows from `publishedAt`. */
    status: publishStatus(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.companyId, t.publishedAt)],
);

export const schedules = pgTable(
  'schedules',
  {
    ...categorised(() => scheduleCategories.id),
    content: text().notNull().default(''),
    imageUrl: text(),
    link: text(),
    isPaid: isPaid(),
    eventStart: at().notNull(),
    eventEnd: at(),
  },
  (t) => [index().on(t.companyId, t.eventStart)],
);

export const topics = pgTable('topics', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  imageUrl: text(),
  link: text(),
  displayOrder: displayOrder(),
});

export const topComponents = pgTable('top_components', {
  id: id(),
  companyId: companyId(),
  displayOrder: displayOrder(),
  name: text().notNull(),
  key: text().notNull(),
  isDisplay: boolean().notNull().default(true),
  fontStyle: text(),
});

export const topImages = pgTable('top_images', {
  id: id(),
  companyId: companyId(),
  url: text().notNull(),
  displayOrder: displayOrder(),
});

export const ads = pgTable('ads', {
  id: id(),
  companyId: companyId(),
  title: text().notNull(),
  link: text(),
  imageUrl: text().notNull(),
  displayOrder: displayOrder(),
});

export const musicVideos = pgTable('music_videos', {
  id: id(),
  companyId: companyId(),
  title: text().notNull().default(''),
  videoUrl: text().notNull(),
  isPaid: isPaid(),
  displayOrder: displayOrder(),
});

export const vlogs = pgTable('vlogs', {
  id: id(),
  companyId: companyId(),
  title: text().notNull().default(''),
  videoUrl: text().notNull(),
  isPaid: isPaid(),
  createdAt: createdAt(),
});

/** The Q&A page (/q&a): a question, its answer (HTML, sanitised by the site) and its place. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    companyId: companyId(),
    question: text().notNull(),
    answer: text().notNull().default(''),
    displayOrder: displayOrder(),
    /** A draft is seen only in the console. */
    status: publishStatus(),
    createdAt: createdAt(),
    updatedAt: createdAt().$onUpdate(() => new Date()),
  },
  (t) => [index().on(t.companyId, t.displayOrder)],
);

import type { MembershipPlan, Profile, WebSpecification } from '@fanclub/domain/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  ads,
  companyPages,
  deliveryMethods,
  legalTexts,
  membershipPlans,
  musicVideos,
  profiles,
  topComponents,
  topics,
  topImages,
  vlogs,
  votingPackages,
  webSpecifications,
} from '../db/schema.ts';
import { iso } from '../lib/dates.ts';
import type { Page } from './content.ts';

const all = <T>(data: T[]) => ({ data, total: data.length });

export const toPlan = (row: typeof membershipPlans.$inferSelect): MembershipPlan => ({
  id: row.id,
  name: row.name,
  price: row.price,
  taxRate: row.taxRate,
  initialFee: row.initialFee,
  isDisplayed: row.isDisplayed,
  cycleType: row.cycleType,
  cycleValue: row.cycleValue,
  contentView: row.contentView ?? '',
  images: row.images as MembershipPlan['images'],
});

export const toProfile = (row: typeof profiles.$inferSelect): Profile => ({
  id: row.id,
  name: row.name,
  isPaid: row.isPaid,
  displayOrder: row.displayOrder,
  affiliateStore: row.affiliateStore as Profile['affiliateStore'],
  affiliation: row.affiliation,
  birthday: row.birthday,
  height: row.height,
  hometown: row.hometown,
  bloodType: row.bloodType,
  hobby: row.hobby,
  skill: row.skill,
  aspiration: row.aspiration,
  imageURL: row.imageUrl,
  bannerURL: row.bannerUrl,
  backgroundImageURL: row.backgroundImageUrl,
  statement: row.statement,
  role: row.role,
  profileImages: row.profileImages as Profile['profileImages'],
});

const toVotingPackage = (row: typeof votingPackages.$inferSelect) => ({
  id: row.id,
  price: row.price,
  taxRate: row.taxRate,
  point: row.point,
  expireDate: iso(row.expireDate),
});

const toDeliveryMethod = (row: typeof deliveryMethods.$inferSelect) => ({
  id: row.id,
  name: row.name,
  cost: row.cost,
  displayOrder: row.displayOrder,
  isActive: row.isActive,
});

/** Site configuration and the small public lists of the home page. */
export const siteRepository = (db: Db, companyId: number) => ({
  webSpecification: async () => {
    const [row] = await db.select().from(webSpecifications).where(eq(webSpecifications.companyId, companyId));
    return row ? (row.data as WebSpecification) : null;
  },
  companyPages: async () =>
    all(
      (
        await db
          .select()
          .from(companyPages)
          .where(and(eq(companyPages.companyId, companyId), eq(companyPages.isVisible, true)))
          .orderBy(asc(companyPages.displayOrder), asc(companyPages.id))
      ).map(({ id, name, key, isVisible, displayOrder }) => ({ id, name, key, isVisible, displayOrder })),
    ),
  legalTexts: async () => {
    const [row] = await db.select().from(legalTexts).where(eq(legalTexts.companyId, companyId));
    return row
      ? {
          termOfUse: row.termOfUse,
          privacyPolicy: row.privacyPolicy,
          specialCommercialLaw: row.specialCommercialLaw,
          membershipPolicy: row.membershipPolicy,
        }
      : null;
  },
  topics: async () =>
    all(
      (
        await db
          .select()
          .from(topics)
          .where(eq(topics.companyId, companyId))
          .orderBy(asc(topics.displayOrder), asc(topics.id))
      ).map((r) => ({
        id: r.id,
        title: r.title,
        imageURL: r.imageUrl,
        link: r.link,
        displayOrder: r.displayOrder,
      })),
    ),
  topComponents: async () =>
    all(
      (
        await db
          .select()
          .from(topComponents)
          .where(eq(topComponents.companyId, companyId))
          .orderBy(asc(topComponents.displayOrder), asc(topComponents.id))
      ).map((r) => ({
        id: r.id,
        displayOrder: r.displayOrder,
        name: r.name,
        key: r.key,
        isDisplay: r.isDisplay,
        fontStyle: r.fontStyle,
      })),
    ),
  topImages: async () =>
    all(
      (
        await db
          .select()
          .from(topImages)
          .where(eq(topImages.companyId, companyId))
          .orderBy(asc(topImages.displayOrder), asc(topImages.id))
      ).map((r) => ({ id: r.id, url: r.url, displayOrder: r.displayOrder })),
    ),
  ads: async () =>
    all(
      (
        await db
          .select()
          .from(ads)
          .where(eq(ads.companyId, companyId))
          .orderBy(asc(ads.displayOrder), asc(ads.id))
      ).map((r) => ({
        id: r.id,
        title: r.title,
        link: r.link,
        imageURL: r.imageUrl,
      })),
    ),
  /** Paid videos keep their title; the video URL is withheld from guests and free members. */
  musicVideos: async (canSeePaid: boolean) =>
    all(
      (
        await db
          .select()
          .from(musicVideos)
          .where(eq(musicVideos.companyId, companyId))
          .orderBy(asc(musicVideos.displayOrder), asc(musicVideos.id))
      ).map((r) => ({
        id: r.id,
        title: r.title,
        videoUrl: r.isPaid && !canSeePaid ? null : r.videoUrl,
        isPaid: r.isPaid,
        displayOrder: r.displayOrder,
      })),
    ),
  vlogs: async (canSeePaid: boolean) =>
    all(
      (
        await db
          .select()
          .from(vlogs)
          .where(eq(vlogs.companyId, companyId))
          .orderBy(asc(vlogs.createdAt), asc(vlogs.id))
      ).map((r) => ({
        id: r.id,
        title: r.title,
        videoUrl: r.isPaid && !canSeePaid ? null : r.videoUrl,
        isPaid: r.isPaid,
      })),
    ),
  membershipPlans: async (page: Page) => {
    const where = and(eq(membershipPlans.companyId, companyId), eq(membershipPlans.isDisplayed, true));
    const rows = await db
      .select()
      .from(membershipPlans)
      .where(where)
      .orderBy(asc(membershipPlans.displayOrder), asc(membershipPlans.id))
      .limit(page.limit)
      .offset(page.offset);
    const [n] = await db.select({ n: count() }).from(membershipPlans).where(where);
    return { data: rows.map(toPlan), total: n?.n ?? 0 };
  },
  membershipPlan: async (id: number) => {
    const [row] = await db
      .select()
      .from(membershipPlans)
      .where(
        and(
          eq(membershipPlans.companyId, companyId),
          eq(membershipPlans.id, id),
          // Same rule as the list: a plan that is not displayed is not offered (404).
          eq(membershipPlans.isDisplayed, true),
        ),
      );
    return row ? toPlan(row) : null;
  },
  profiles: async (page: Page) => {
    const where = eq(profiles.companyId, companyId);
    const rows = await db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(asc(profiles.displayOrder), asc(profiles.id))
      .limit(page.limit)
      .offset(page.offset);
    const [n] = await db.select({ n: count() }).from(profiles).where(where);
    return { data: rows.map(toProfile), total: n?.n ?? 0 };
  },
  profile: async (id: number) => {
    const [row] = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), eq(profiles.id, id)));
    return row ? toProfile(row) : null;
  },
  votingPackages: async (page: Page) => {
    const where = eq(votingPackages.companyId, companyId);
    const rows = await db
      .select()
      .from(votingPackages)
      .where(where)
      .orderBy(asc(votingPackages.displayOrder), asc(votingPackages.id))
      .limit(page.limit)
      .offset(page.offset);
    const [n] = await db.select({ n: count() }).from(votingPackages).where(where);
    return { data: rows.map(toVotingPackage), total: n?.n ?? 0 };
  },
  votingPackage: async (id: number) => {
    const [row] = await db
      .select()
      .from(votingPackages)
      .where(and(eq(votingPackages.companyId, companyId), eq(votingPackages.id, id)));
    return row ? toVotingPackage(row) : null;
  },
  deliveryMethods: async () =>
    all(
      (
        await db
          .select()
          .from(deliveryMethods)
          .where(and(eq(deliveryMethods.companyId, companyId), eq(deliveryMethods.isActive, true)))
          .orderBy(asc(deliveryMethods.displayOrder), asc(deliveryMethods.id))
      ).map(toDeliveryMethod),
    ),
  deliveryMethod: async (id: number) => {
    const [row] = await db
      .select()
      .from(deliveryMethods)
      .where(and(eq(deliveryMethods.companyId, companyId), eq(deliveryMethods.id, id)));
    return row ? toDeliveryMethod(row) : null;
  },
});

import type { Profile } from '@fanclub/domain/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';
import { withholdPaid } from '../lib/paid-gate.ts';
import { oneRow, pageRows, type Page } from './paging.ts';

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

/** A paid-only profile keeps its name, role and pictures; the rest is for paid members. */
export const profilesRepository = (db: Db, companyId: number) => ({
  list: (page: Page, canSeePaid: boolean) =>
    pageRows(
      db,
      profiles,
      eq(profiles.companyId, companyId),
      [asc(profiles.displayOrder), asc(profiles.id)],
      page,
      (r) => withholdPaid('profile', toProfile(r), canSeePaid),
    ),
  get: (id: number, canSeePaid: boolean) =>
    oneRow(db, profiles, and(eq(profiles.companyId, companyId), eq(profiles.id, id)), (r) =>
      withholdPaid('profile', toProfile(r), canSeePaid),
    ),
});

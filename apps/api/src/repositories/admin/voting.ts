import {
  engagementMessages,
  type AdminVotingEvent,
  type AdminVotingPackage,
  type votingEventBody,
  type votingPackageBody,
} from '@fanclub/domain/admin';
import { and, asc, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { profiles, votes, votingEventProfiles, votingEvents, votingPackages } from '../../db/schema/index.ts';
import { iso } from '../../lib/dates.ts';
import { candidatePoint } from '../voting.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { pageRows, type Page } from '../paging.ts';
import { companyRecords, sorted } from './company-records.ts';

type EventRow = typeof votingEvents.$inferSelect;
type EventValues = z.output<typeof votingEventBody>;
type PackageValues = z.output<typeof votingPackageBody>;

const toPackage = (row: typeof votingPackages.$inferSelect): AdminVotingPackage => ({
  id: row.id,
  name: row.name,
  price: row.price,
  taxRate: row.taxRate,
  point: row.point,
  expireDate: iso(row.expireDate),
  displayOrder: row.displayOrder,
});

/** A candidate as the console shows it, with its live result (none yet without a tally). */
const toCandidate = (
  c: Pick<typeof votingEventProfiles.$inferSelect, 'id' | 'profileId' | 'imageUrl' | 'content' | 'point'> & {
    name: string;
  },
  tally: { votes: number; voters: number } | undefined,
) => ({
  id: c.id,
  profileId: c.profileId,
  name: c.name,
  imageURL: c.imageUrl,
  content: c.content,
  point: c.point,
  votes: tally?.votes ?? 0,
  voters: tally?.voters ?? 0,
});

/** Voting events and point packages for the console, with the live results per candidate. */
export const adminVotingRepository = (db: Db, companyId: number) => {
  const withCandidates = async (rows: EventRow[], tx: DbOrTx = db): Promise<AdminVotingEvent[]> => {
    const ids = rows.map((r) => r.id);
    const candidates = ids.length
      ? await tx
          .select({
            id: votingEventProfiles.id,
            votingEventId: votingEventProfiles.votingEventId,
            profileId: votingEventProfiles.profileId,
            name: profiles.name,
            imageUrl: votingEventProfiles.imageUrl,
            content: votingEventProfiles.content,
            point: candidatePoint,
          })
          .from(votingEventProfiles)
          .innerJoin(profiles, eq(profiles.id, votingEventProfiles.profileId))
          .where(inArray(votingEventProfiles.votingEventId, ids))
          .orderBy(desc(candidatePoint), asc(votingEventProfiles.id))
      : [];
    const tallies = candidates.length
      ? await tx
          .select({
            candidateId: votes.votingEventProfileId,
            votes: count(),
            voters: countDistinct(votes.userId),
          })
          .from(votes)
          .where(
            inArray(
              votes.votingEventProfileId,
              candidates.map((c) => c.id),
            ),
          )
          .groupBy(votes.votingEventProfileId)
      : [];
    const tallyOf = new Map(tallies.map((t) => [t.candidateId, t]));
    return rows.map((event) => ({
      id: event.id,
      name: event.name,
      introduction: event.introduction,
      imageURL: event.imageUrl,
      startedDate: iso(event.startedDate),
      closedDate: iso(event.closedDate),
      candidates: candidates
        .filter((c) => c.votingEventId === event.id)
        .map((c) => toCandidate(c, tallyOf.get(c.id))),
    }));
  };

  /** The candidates' profiles must be this company's own. */
  const checkProfiles = async (values: EventValues, tx: DbOrTx) => {
    const wanted = [...new Set(values.candidates.map((c) => c.profileId))];
    const found = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.companyId, companyId), inArray(profiles.id, wanted)));
    if (found.length !== wanted.length) throw badRequest(engagementMessages.profileNotFound);
  };

  const eventColumns = (values: EventValues) => ({
    name: values.name,
    introduction: values.introduction,
    imageUrl: values.imageURL,
    startedDate: new Date(values.startedDate),
    closedDate: new Date(values.closedDate),
  });

  const records = companyRecords(db, companyId, votingEvents, withCandidates);

  return {
    list: (page: Page, q: string | null | undefined, sortDir: 'asc' | 'desc' = 'desc') =>
      records.list(page, {
        search: votingEvents.name,
        q,
        order: sorted(sortDir, votingEvents.startedDate, votingEvents.id),
      }),
    get: records.get,
    insert: async (values: EventValues, tx: DbOrTx) => {
      await checkProfiles(values, tx);
      const [event] = await tx
        .insert(votingEvents)
        .values({ companyId, ...eventColumns(values) })
        .returning({ id: votingEvents.id });
      await tx.insert(votingEventProfiles).values(
        values.candidates.map((c) => ({
          votingEventId: event!.id,
          profileId: c.profileId,
          imageUrl: c.imageURL,
          content: c.content,
        })),
      );
      return event!.id;
    },
    /**
     * The event's fields and its candidates as sent: a listed id keeps its row (and its points), a
     * new one is added, one left out is removed unless it has votes (refused, nothing changed).
     */
    update: async (before: AdminVotingEvent, values: EventValues, tx: DbOrTx) => {
      await checkProfiles(values, tx);
      const kept = new Set(values.candidates.flatMap((c) => (c.id ? [c.id] : [])));
      for (const id of kept)
        if (!before.candidates.some((c) => c.id === id)) throw badRequest(engagementMessages.profileNotFound);
      const removed = before.candidates.filter((c) => !kept.has(c.id));
      const withVotes = removed.find((c) => c.votes > 0 || c.point > 0);
      if (withVotes) throw conflict(engagementMessages.candidateHasVotes(withVotes.name));
      await tx.update(votingEvents).set(eventColumns(values)).where(eq(votingEvents.id, before.id));
      if (removed.length)
        await tx.delete(votingEventProfiles).where(
          inArray(
            votingEventProfiles.id,
            removed.map((c) => c.id),
          ),
        );
      for (const c of values.candidates) {
        const fields = { profileId: c.profileId, imageUrl: c.imageURL, content: c.content };
        if (c.id) await tx.update(votingEventProfiles).set(fields).where(eq(votingEventProfiles.id, c.id));
        else await tx.insert(votingEventProfiles).values({ ...fields, votingEventId: before.id });
      }
    },

    packages: (page: Page) =>
      pageRows(
        db,
        votingPackages,
        eq(votingPackages.companyId, companyId),
        [asc(votingPackages.displayOrder), asc(votingPackages.id)],
        page,
        toPackage,
      ),
    getPackage: async (id: number, tx: DbOrTx = db) => {
      const [row] = await tx
        .select()
        .from(votingPackages)
        .where(and(eq(votingPackages.companyId, companyId), eq(votingPackages.id, id)));
      return row ? toPackage(row) : null;
    },
    insertPackage: async (values: PackageValues, tx: DbOrTx) => {
      const [row] = await tx
        .insert(votingPackages)
        .values({ companyId, ...values, expireDate: new Date(values.expireDate) })
        .returning({ id: votingPackages.id });
      return row!.id;
    },
    updatePackage: (id: number, values: PackageValues, tx: DbOrTx) =>
      tx
        .update(votingPackages)
        .set({ ...values, expireDate: new Date(values.expireDate) })
        .where(and(eq(votingPackages.companyId, companyId), eq(votingPackages.id, id))),
  };
};

/**
 * The engagement area of the admin API on the fake backend: voting events and point packages are
 * the fans' own rows (`db.content`), so what a story creates in the console shows on the site's
 * stories too. What only operators see (an event's picture, a package's name and order) is kept
 * in `adminDb.engagement`.
 */
import {
  adminMessages,
  type engagementEndpoints,
  engagementMessages,
  toCsv,
  votingResultsCsvHeaders,
  type AdminVotingEvent,
  type AdminVotingPackage,
} from '@fanclub/domain/admin';
import type { VotingEvent } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { db, nextRowId } from '../db.ts';
import { fail, page } from '../handlers/handle.ts';
import { adminHandle } from './handle.ts';
import { adminDb, audit } from './state.ts';

const extras = () => adminDb.engagement;

const notFound = (): never => fail(404, adminMessages.notFound);

const adminVotingEvent = (event: VotingEvent): AdminVotingEvent => ({
  id: event.id,
  name: event.name,
  introduction: event.introduction ?? '',
  imageURL: extras().eventImages.get(event.id) ?? null,
  startedDate: event.startedDate,
  closedDate: event.closedDate,
  candidates: [...event.profiles]
    .sort((a, b) => b.point - a.point || a.id - b.id)
    .map((p) => {
      const cast = db.votes.filter((v) => v.votingEventProfileId === p.id);
      return {
        id: p.id,
        profileId: p.profileId,
        name: p.name,
        imageURL: p.imageUrl,
        content: p.content,
        point: p.point,
        votes: cast.length,
        voters: new Set(cast.map((v) => v.userId)).size,
      };
    }),
});

const findEvent = (id: number) => db.content.votingEvents.find((e) => e.id === id) ?? notFound();

const adminPackage = (pkg: (typeof db.content.votingPackages)[number]): AdminVotingPackage => ({
  ...pkg,
  name: extras().packages.get(pkg.id)?.name ?? null,
  displayOrder: extras().packages.get(pkg.id)?.displayOrder ?? 0,
});

const candidatesFrom = (
  eventId: number,
  before: VotingEvent['profiles'],
  sent: { id?: number | undefined; profileId: number; imageURL: string | null; content: string | null }[],
) => {
  let nextId = nextRowId(db.content.votingEvents.flatMap((e) => e.profiles));
  const kept = new Set(sent.flatMap((c) => (c.id ? [c.id] : [])));
  const withVotes = before.find((p) => !kept.has(p.id) && p.point > 0);
  if (withVotes) fail(409, engagementMessages.candidateHasVotes(withVotes.name));
  return sent.map((c) => {
    const profile =
      db.content.profiles.find((p) => p.id === c.profileId) ?? fail(400, engagementMessages.profileNotFound);
    const old = c.id
      ? (before.find((p) => p.id === c.id) ?? fail(400, engagementMessages.profileNotFound))
      : null;
    return {
      id: old?.id ?? nextId++,
      profileId: profile.id,
      votingEventId: eventId,
      name: profile.name,
      imageUrl: c.imageURL,
      point: old?.point ?? 0,
      content: c.content,
    };
  });
};

export const engagementHandlers: { [N in keyof typeof engagementEndpoints]: HttpHandler } = {
  listAdminVotingEvents: adminHandle('listAdminVotingEvents', ({ query }) => {
    const rows = db.content.votingEvents
      .filter((e) => !query.q || e.name.includes(query.q))
      .sort(
        (a, b) =>
          (query.sortDir === 'asc' ? 1 : -1) * (Date.parse(a.startedDate) - Date.parse(b.startedDate)),
      )
      .map(adminVotingEvent);
    return page(rows, query);
  }),
  getAdminVotingEvent: adminHandle('getAdminVotingEvent', ({ params }) =>
    adminVotingEvent(findEvent(params.id)),
  ),
  createVotingEvent: adminHandle('createVotingEvent', ({ body, operator }) => {
    const id = nextRowId(db.content.votingEvents);
    const event: VotingEvent = {
      id,
      name: body.name,
      introduction: body.introduction,
      startedDate: body.startedDate,
      closedDate: body.closedDate,
      profiles: candidatesFrom(id, [], body.candidates),
      votes: [],
    };
    db.content.votingEvents.unshift(event);
    extras().eventImages.set(id, body.imageURL);
    const after = adminVotingEvent(event);
    audit(operator, 'create', 'votingEvents', id, null, after);
    return after;
  }),
  updateVotingEvent: adminHandle('updateVotingEvent', ({ params, body, operator }) => {
    const event = findEvent(params.id);
    const before = adminVotingEvent(event);
    const profiles = candidatesFrom(event.id, event.profiles, body.candidates);
    Object.assign(event, {
      name: body.name,
      introduction: body.introduction,
      startedDate: body.startedDate,
      closedDate: body.closedDate,
      profiles,
    });
    extras().eventImages.set(event.id, body.imageURL);
    const after = adminVotingEvent(event);
    audit(operator, 'update', 'votingEvents', event.id, before, after);
    return after;
  }),
  exportVotingResults: adminHandle('exportVotingResults', ({ params }) => {
    const event = adminVotingEvent(findEvent(params.id));
    return {
      filename: `voting-results-${event.id}.csv`,
      csv: toCsv(
        votingResultsCsvHeaders,
        event.candidates.map((c, index) => [index + 1, c.name, c.profileId, c.point, c.votes, c.voters]),
      ),
    };
  }),
  listAdminVotingPackages: adminHandle('listAdminVotingPackages', ({ query }) =>
    page(
      db.content.votingPackages
        .map(adminPackage)
        .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id),
      query,
    ),
  ),
  createVotingPackage: adminHandle('createVotingPackage', ({ body, operator }) => {
    const id = nextRowId(db.content.votingPackages);
    const { name, displayOrder, ...sale } = body;
    db.content.votingPackages.push({ id, ...sale });
    extras().packages.set(id, { name, displayOrder });
    const after = adminPackage(db.content.votingPackages.at(-1)!);
    audit(operator, 'create', 'votingPackages', id, null, after);
    return after;
  }),
  updateVotingPackage: adminHandle('updateVotingPackage', ({ params, body, operator }) => {
    const pkg = db.content.votingPackages.find((p) => p.id === params.id) ?? notFound();
    const before = adminPackage(pkg);
    const { name, displayOrder, ...sale } = body;
    Object.assign(pkg, sale);
    extras().packages.set(pkg.id, { name, displayOrder });
    const after = adminPackage(pkg);
    audit(operator, 'update', 'votingPackages', pkg.id, before, after);
    return after;
  }),
};

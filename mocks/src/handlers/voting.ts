import { answers, memberAnswers } from '@fanclub/domain/answers';
import { db, mockNow, nextRowId, saveUser } from '../db.ts';
import { fail, handle, page } from './handle.ts';
import { newestFirst, votingEventFor } from './views.ts';

const eventProfiles = () =>
  db.content.votingEvents.flatMap((event) => event.profiles.map((profile) => ({ event, profile })));

export const votingHandlers = {
  listVotingEvents: handle('listVotingEvents', ({ query, user }) =>
    page(
      [...db.content.votingEvents]
        .sort(newestFirst((event) => event.startedDate))
        .map((event) => votingEventFor(event, user)),
      query,
    ),
  ),
  getVotingEventProfile: handle(
    'getVotingEventProfile',
    ({ params }) =>
      eventProfiles().find(({ profile }) => profile.id === params.id)?.profile ?? fail(404, answers.notFound),
  ),
  listVoteHistories: handle('listVoteHistories', ({ user, query }) => {
    const rows = db.votes
      .filter((vote) => vote.userId === user!.id)
      .flatMap((vote) => {
        const found = eventProfiles().find(({ profile }) => profile.id === vote.votingEventProfileId);
        if (!found || (query?.votingEventId !== undefined && found.event.id !== query.votingEventId))
          return [];
        return [
          {
            id: vote.id,
            votingEventId: found.event.id,
            votingEventName: found.event.name,
            votingEventProfileId: vote.votingEventProfileId,
            profileName: found.profile.name,
            point: vote.point,
            createdAt: vote.createdAt,
          },
        ];
      })
      .sort((a, b) => newestFirst<{ createdAt: string }>((row) => row.createdAt)(a, b) || b.id - a.id);
    return page(rows, query);
  }),
  vote: handle('vote', ({ user, body }) => {
    const found =
      eventProfiles().find(({ profile }) => profile.id === body.votingEventProfileId) ??
      fail(404, answers.notFound);
    const now = Date.parse(mockNow());
    if (now < Date.parse(found.event.startedDate) || now > Date.parse(found.event.closedDate))
      fail(400, memberAnswers.votingClosed);
    if (body.point > user!.votingPoint) fail(400, memberAnswers.notEnoughPoints(user!.votingPoint));
    found.profile.point += body.point;
    db.votes.push({
      id: nextRowId(db.votes),
      votingEventProfileId: found.profile.id,
      userId: user!.id,
      point: body.point,
      createdAt: mockNow(),
    });
    const saved = saveUser({ ...user!, votingPoint: user!.votingPoint - body.point });
    return {
      vote: { votingEventProfileId: found.profile.id, userId: user!.id, point: body.point },
      votingPoint: saved.votingPoint,
    };
  }),
};

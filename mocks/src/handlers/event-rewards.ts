import { answers, memberAnswers } from '@fanclub/domain/answers';
import { db, mockNow } from '../db.ts';
import { fail, handle } from './handle.ts';
import { eventRewardsFor } from './views.ts';

const eventOf = (id: number) =>
  db.content.eventRewards.find((event) => event.eventId === id) ?? fail(404, answers.notFound);

export const eventRewardsHandlers = {
  getEventRewards: handle('getEventRewards', ({ user, params }) => eventRewardsFor(eventOf(params.id), user)),
  earnEventReward: handle('earnEventReward', ({ user, params, body }) => {
    const event = eventOf(params.id);
    const stamp =
      event.stamps.find((item) => item.qRCodeValue === body.qRCodeValue.trim()) ??
      fail(400, memberAnswers.rewardUnknownCode);
    if (db.stampAcquisitions.some((row) => row.userId === user!.id && row.stampId === stamp.id))
      fail(400, memberAnswers.rewardAcquired);
    db.stampAcquisitions.push({ userId: user!.id, stampId: stamp.id, acquiredAt: mockNow() });
    return eventRewardsFor(event, user);
  }),
};

import { db, mockNow } from '../db.ts';
import { fail, handle, messages } from './handle.ts';
import { eventRewardsFor } from './views.ts';

export const rewardMessages = {
  unknownCode: 'このQRコードはスタンプラリーの対象ではありません。',
  acquired: 'このスタンプはすでに獲得済みです。',
} as const;

const eventOf = (id: number) =>
  db.content.eventRewards.find((event) => event.eventId === id) ?? fail(404, messages.notFound);

export const eventRewardsHandlers = {
  getEventRewards: handle('getEventRewards', ({ user, params }) => eventRewardsFor(eventOf(params.id), user)),
  earnEventReward: handle('earnEventReward', ({ user, params, body }) => {
    const event = eventOf(params.id);
    const stamp =
      event.stamps.find((item) => item.qRCodeValue === body.qRCodeValue.trim()) ??
      fail(400, rewardMessages.unknownCode);
    if (db.stampAcquisitions.some((row) => row.userId === user!.id && row.stampId === stamp.id))
      fail(400, rewardMessages.acquired);
    db.stampAcquisitions.push({ userId: user!.id, stampId: stamp.id, acquiredAt: mockNow() });
    return eventRewardsFor(event, user);
  }),
};

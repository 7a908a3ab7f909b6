import { memberAnswers } from '@fanclub/domain/answers';
import type { User } from '@fanclub/domain/contract';
import { db, saveUser } from '../db.ts';
import { fail, handle, isPaidMember, page } from './handle.ts';

const birthMonth = (user: User) => Number(user.birthDate.slice(5, 7));

/** A paid member's gift is the one for their birth month (membership policy, article 3). */
const giftsFor = (user: User) =>
  isPaidMember(user) ? db.content.birthdayGifts.filter((gift) => gift.month === birthMonth(user)) : [];

export const birthdayGiftsHandlers = {
  listBirthdayGifts: handle('listBirthdayGifts', ({ user }) => page(giftsFor(user!))),
  receiveBirthdayGift: handle('receiveBirthdayGift', ({ user, body }) => {
    if (!giftsFor(user!).some((gift) => gift.id === body.birthdayGiftId))
      fail(400, memberAnswers.giftNotYours);
    if (user!.isReceivedGift) fail(400, memberAnswers.giftReceived);
    return saveUser({ ...user!, isReceivedGift: true });
  }),
};

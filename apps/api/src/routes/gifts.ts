import { endpoints } from '@fanclub/domain/contract';
import type { FastifyInstance } from 'fastify';
import { birthMonth, inBirthMonth, tokyoToday } from '../lib/dates.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { paging } from '../repositories/paging.ts';
import { giftsRepository } from '../repositories/gifts.ts';
import { loadUser } from '../repositories/users.ts';
import { defineRoute } from './define.ts';
import { answers, memberAnswers } from '@fanclub/domain/answers';

/** Gift posts, and the birthday gift a paid member receives in their birth month. */
export const giftRoutes = async (app: FastifyInstance) => {
  const gifts = giftsRepository(app.db, app.config.companyId);

  defineRoute(app, endpoints.listGiftPosts, ({ query }) => {
    // Gift posts only have an id and a publishing date to sort by; other keys fall back to the date.
    const sortBy = query.sortBy === 'id' ? 'id' : 'publishedAt';
    return gifts.posts(paging(query), sortBy, query.sortDir);
  });
  defineRoute(app, endpoints.getGiftPost, async ({ params }) => {
    const post = await gifts.post(params.id);
    if (!post) throw notFound(answers.notFound);
    return post;
  });

  /**
   * The birthday gift is a paid-member benefit (membership policy), offered during the member's
   * birth month in Japan time only (docs/architecture.md, "Birthday gift"); others, and the member
   * in any other month, see none.
   */
  const giftsFor = async (userId: number) => {
    const user = await loadUser(app.db, userId);
    if (!user) throw notFound(answers.userNotFound);
    const offered = user.isPaidMember && inBirthMonth(user.birthDate);
    return { user, list: offered ? await gifts.birthdayGifts(birthMonth(user.birthDate)) : [] };
  };

  defineRoute(app, endpoints.listBirthdayGifts, async ({ userId }) => {
    const { list } = await giftsFor(userId);
    return { data: list, total: list.length };
  });
  defineRoute(app, endpoints.receiveBirthdayGift, async ({ userId, body }) => {
    const { list } = await giftsFor(userId);
    if (!list.some((g) => g.id === body.birthdayGiftId)) throw badRequest(memberAnswers.giftNotYours);
    if (!(await gifts.receive(userId, body.birthdayGiftId, tokyoToday().year)))
      throw badRequest(memberAnswers.giftReceived);
    return (await loadUser(app.db, userId))!;
  });
};

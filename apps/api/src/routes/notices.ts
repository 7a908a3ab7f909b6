import { endpoints } from '@fanclub/domain/contract';
import { noticesRepository } from '../repositories/notices.ts';
import { everyone } from './define.ts';
import { publishedRoutes } from './published.ts';

/** Notices (お知らせ) by category, each notice's neighbours and the categories. */
export const noticeRoutes = publishedRoutes(noticesRepository, everyone, {
  list: endpoints.listNotices,
  get: endpoints.getNotice,
  next: endpoints.getNextNotice,
  previous: endpoints.getPreviousNotice,
  categories: endpoints.listNoticeCategories,
});

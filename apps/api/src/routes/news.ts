import { endpoints } from '@fanclub/domain/contract';
import { newsRepository } from '../repositories/news.ts';
import { byPaid } from './define.ts';
import { publishedRoutes } from './published.ts';

/** News by category, with paid items gated, each item's neighbours and the categories. */
export const newsRoutes = publishedRoutes(newsRepository, byPaid, {
  list: endpoints.listNews,
  get: endpoints.getNews,
  next: endpoints.getNextNews,
  previous: endpoints.getPreviousNews,
  categories: endpoints.listNewsCategories,
});

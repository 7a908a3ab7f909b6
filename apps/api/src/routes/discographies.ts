import { endpoints } from '@fanclub/domain/contract';
import { discographiesRepository } from '../repositories/discographies.ts';
import { byPaid } from './define.ts';
import { publishedRoutes } from './published.ts';

/** The discography by category, with paid items gated, and the categories. */
export const discographyRoutes = publishedRoutes(discographiesRepository, byPaid, {
  list: endpoints.listDiscographies,
  get: endpoints.getDiscography,
  categories: endpoints.listDiscographyCategories,
});

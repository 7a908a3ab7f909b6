import { endpoints } from '@fanclub/domain/contract';
import { biographiesRepository } from '../repositories/biographies.ts';
import { everyone } from './define.ts';
import { publishedRoutes } from './published.ts';

/** The artist's biography, a page at a time. */
export const biographyRoutes = publishedRoutes(biographiesRepository, everyone, {
  list: endpoints.listBiographies,
  get: endpoints.getBiography,
});

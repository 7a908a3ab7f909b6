import { db } from '../db.ts';
import { handle, page } from './handle.ts';

const byOrder = <T extends { displayOrder: number }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.displayOrder - b.displayOrder);

export const homeHandlers = {
  listTopics: handle('listTopics', () => page(byOrder(db.content.topics))),
  listTopComponents: handle('listTopComponents', () => page(byOrder(db.content.topComponents))),
  listTopImages: handle('listTopImages', () => page(byOrder(db.content.topImages))),
  listAds: handle('listAds', () => page(db.content.ads)),
};

import { db } from '../db.ts';
import { handle, page } from './handle.ts';

export const siteHandlers = {
  getWebSpecification: handle('getWebSpecification', () => db.content.webSpecification),
  listCompanyPages: handle('listCompanyPages', () =>
    page(
      [...db.content.companyPages]
        .filter((item) => item.isVisible)
        .sort((a, b) => a.displayOrder - b.displayOrder),
    ),
  ),
  getLegalTexts: handle('getLegalTexts', () => db.content.legalTexts),
};

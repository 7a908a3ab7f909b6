/**
 * The web specification on the fake backend's admin API: it edits the fans' own row
 * (`db.content.webSpecification`), keeping the pictures the console does not edit.
 */
import type { siteSettingsEndpoints } from '@fanclub/domain/admin';
import { sectionKeys, type WebSpecification } from '@fanclub/domain/contract';
import type { HttpHandler } from 'msw';
import { db } from '../db.ts';
import { adminHandle } from './handle.ts';
import { audit } from './state.ts';

export const siteSettingsHandlers: { [N in keyof typeof siteSettingsEndpoints]: HttpHandler } = {
  getAdminWebSpecification: adminHandle('getAdminWebSpecification', () => db.content.webSpecification),
  updateWebSpecification: adminHandle('updateWebSpecification', ({ body, operator }) => {
    const before = structuredClone(db.content.webSpecification);
    const { sectionColors, ...fields } = body;
    const after: WebSpecification = {
      ...before,
      ...fields,
      sections: Object.fromEntries(
        sectionKeys.map((key) => [
          key,
          { imageURL: before.sections[key]?.imageURL ?? null, color: sectionColors[key] },
        ]),
      ) as WebSpecification['sections'],
    };
    Object.assign(db.content.webSpecification, after);
    audit(operator, 'update', 'webSpecification', 3, before, after);
    return after;
  }),
};

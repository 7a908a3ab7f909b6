import { db } from '../db.ts';
import { byIdOr404, handle, page } from './handle.ts';
import { gateProfile } from './views.ts';

const ordered = () => [...db.content.profiles].sort((a, b) => a.displayOrder - b.displayOrder);

export const profilesHandlers = {
  listProfiles: handle('listProfiles', ({ query, user }) =>
    page(
      ordered().map((profile) => gateProfile(profile, user)),
      query,
    ),
  ),
  getUserProfile: handle('getUserProfile', ({ params, user }) =>
    gateProfile(byIdOr404(db.content.profiles, params.id), user),
  ),
};

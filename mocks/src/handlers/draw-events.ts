import { memberAnswers } from '@fanclub/domain/answers';
import type { DrawEvent } from '@fanclub/domain/contract';
import { db, mockNow, nextRowId } from '../db.ts';
import { byIdOr404, fail, handle, page } from './handle.ts';
import { drawEventFor } from './views.ts';

type SortKey = 'id' | 'publishedAt' | 'eventDate' | 'entryStart' | 'entryEnd';

function sortEvents(events: DrawEvent[], sortBy: SortKey = 'entryStart', sortDir: 'asc' | 'desc' = 'desc') {
  const value = (event: DrawEvent) =>
    sortBy === 'id' || sortBy === 'publishedAt' ? event.id : Date.parse(event[sortBy]);
  return [...events].sort((a, b) => (sortDir === 'asc' ? value(a) - value(b) : value(b) - value(a)));
}

export const drawEventsHandlers = {
  listDrawEvents: handle('listDrawEvents', ({ user, query }) =>
    page(
      sortEvents(db.content.drawEvents, query?.sortBy, query?.sortDir).map((event) =>
        drawEventFor(event, user),
      ),
      query,
    ),
  ),
  getDrawEvent: handle('getDrawEvent', ({ user, params }) =>
    drawEventFor(byIdOr404(db.content.drawEvents, params.id), user),
  ),
  registerDrawEvent: handle('registerDrawEvent', ({ user, params, body }) => {
    const event = byIdOr404(db.content.drawEvents, params.id);
    const now = Date.parse(mockNow());
    if (now < Date.parse(event.entryStart) || now > Date.parse(event.entryEnd))
      fail(400, memberAnswers.drawOutsidePeriod);
    const benefit =
      event.benefits.find((item) => item.id === body.drawBenefitId) ??
      fail(400, memberAnswers.drawBenefitNotFound);
    if (benefit.drawnAt) fail(400, memberAnswers.drawFull);
    if (db.drawEntries.some((entry) => entry.userId === user!.id && entry.drawBenefitId === benefit.id))
      fail(400, memberAnswers.drawRegistered);
    const option = body.option?.trim() || null;
    if (benefit.isOptionRequired && (!option || !benefit.option?.values.includes(option))) {
      fail(400, memberAnswers.drawOption(benefit.option?.label ?? 'オプション'));
    }
    db.drawEntries.push({
      id: nextRowId(db.drawEntries),
      userId: user!.id,
      drawBenefitId: benefit.id,
      option,
      entryStatus: 'pending',
      createdAt: mockNow(),
    });
    benefit.countParticipants += 1;
    return drawEventFor(event, user).benefits.find((item) => item.id === benefit.id)!;
  }),
};

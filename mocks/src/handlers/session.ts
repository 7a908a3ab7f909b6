/**
 * Lets a scenario make the fake backend treat requests without a bearer token as one member, so
 * a story can show a signed-in page without signing in first. The scenario's handler runs before
 * the resource handlers and tags the request by its MSW request id; nothing global changes, so
 * the next story is not affected.
 */
import type { User } from '@fanclub/domain/contract';
import { http, type HttpHandler } from 'msw';
import { findUser } from '../db.ts';

const tagged = new Map<string, number | null>();

export function sessionUserFor(requestId: string): User | null {
  const userId = tagged.get(requestId);
  tagged.delete(requestId);
  return userId ? (findUser(userId) ?? null) : null;
}

/** A pass-through handler: tags every API request as `userId`'s (null: a guest) and falls through. */
export function actAs(userId: number | null): HttpHandler {
  return http.all('*/api/v1/*', ({ requestId }) => {
    tagged.set(requestId, userId);
  });
}

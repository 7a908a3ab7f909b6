import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error.ts';
import { answers } from '@fanclub/domain/answers';

/**
 * Spec section 6: every API call carries `company-id`. Checked on /api/v1 only, so the OpenAPI
 * document, its docs page and the health check stay reachable from a plain browser. The page-view
 * beacon (`navigator.sendBeacon`, which cannot set headers) may carry it in the query instead:
 * `POST /api/v1/page-views?company-id=3` (the site's pages delivered as islands send it so).
 */
const BEACON = /^\/api\/v1\/page-views(\?|$)/;
export const registerCompanyIdCheck = (app: FastifyInstance, companyId: number) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/') && request.url !== '/api/v1') return;
    const header =
      request.headers['company-id'] ??
      (request.method === 'POST' && BEACON.test(request.url)
        ? (new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)).get('company-id') ??
          undefined)
        : undefined);
    if (header === undefined || header === '') throw badRequest(answers.companyIdMissing);
    if (String(header).trim() !== String(companyId)) throw badRequest(answers.companyIdInvalid);
  });
};

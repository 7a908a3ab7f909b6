import type { FastifyInstance } from 'fastify';

/**
 * Holds the routes to their declared refusals: a contract route (routes/define.ts,
 * routes/admin/define.ts) carries `errorAnswers` in its config, and a 4xx answer it does not list
 * is logged and kept in `app.undeclaredAnswers` (method, route, status). The test app fails a test
 * file that leaves one there, so the contract, OpenAPI and the server cannot drift apart.
 */
export const registerDeclaredAnswers = (app: FastifyInstance) => {
  app.decorate('undeclaredAnswers', new Set<string>());
  app.addHook('onResponse', async (request, reply) => {
    const declared = request.routeOptions.config.errorAnswers;
    const status = reply.statusCode;
    if (!declared || status < 400 || status >= 500 || declared.includes(status)) return;
    const answer = `${request.method} ${request.routeOptions.url} ${status}`;
    if (app.undeclaredAnswers.has(answer)) return;
    app.undeclaredAnswers.add(answer);
    request.log.warn({ answer }, 'the route answered a refusal its contract does not declare');
  });
};

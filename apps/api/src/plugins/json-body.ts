import type { FastifyInstance } from 'fastify';

/**
 * The spec has every request carry a JSON content type, DELETE included, whose body is empty.
 * Fastify's own parser answers such a request with 400, so an empty body is read as "no body"
 * here; a route that needs a body still gets its Japanese validation message.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      Object.assign(error as Error, { statusCode: 400 });
      done(error as Error, undefined);
    }
  });
};

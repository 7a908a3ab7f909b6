import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: document at /api/openapi.json, UI at /api/docs. */
export const registerDocs = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fan club API', description: 'ファンクラブサイトの API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The console's operators (/api/admin/v1): a token of their own, never a member's.
          operatorBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    // An upload's body is the file itself: described as binary under each type it takes.
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const schema = out.schema as { consumes?: string[]; body?: unknown };
      if (schema.consumes && !schema.body) schema.body = { type: 'string', format: 'binary' };
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

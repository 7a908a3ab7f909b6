import type { AdminEndpointDef } from '@fanclub/domain/admin';
import { answersOf, errorAnswersOf } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireOperator } from '../../plugins/operator-auth.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface AdminRouteInput<E extends AdminEndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in operator (who the audit log names). */
  operator: NonNullable<FastifyRequest['operator']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One admin endpoint of the contract: schemas (validation, serialisation, OpenAPI) and the roles
 * that may call it come from the table. Answers are never cached by anyone (`no-store`), and the
 * public read cache is told of every write by the resource's own route file.
 */
export const defineAdminRoute = <E extends AdminEndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: AdminRouteInput<E>) => Promise<z.input<E['response']>>,
) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [`admin: ${endpoint.area}`],
      description: endpoint.roles.length ? `Roles: ${endpoint.roles.join(', ')}` : 'Any operator',
      security: [{ operatorBearer: [] }],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A file's bytes (no zod body): the types it takes, for the OpenAPI document (plugins/docs.ts).
      ...(endpoint.upload ? { consumes: [...endpoint.upload.contentTypes] } : {}),
      response: answersOf(endpoint),
    },
    config: { errorAnswers: errorAnswersOf(endpoint) },
    // Before the body is even parsed: a caller who is not an operator learns nothing of the contract.
    onRequest: requireOperator(endpoint.roles),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return handler({
        params: request.params,
        query: request.query,
        body: request.body,
        operator: request.operator!,
        request,
        reply,
      } as AdminRouteInput<E>);
    },
  });
};

import type { EndpointDef } from '@fanclub/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { identify, requireUser } from '../plugins/auth.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in user, or null for a guest on a public call. */
  userId: E['auth'] extends true ? number : number | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (input: RouteInput<E>) => Promise<z.input<E['response']>>;

/**
 * Registers one endpoint of the contract table: its path, its schemas (validation, serialisation,
 * OpenAPI) and its auth rule all come from the table, so the server cannot drift from the client.
 */
export const defineRoute = <E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
) => {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.resource],
      ...(endpoint.auth ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    preHandler: endpoint.auth ? requireUser : identify,
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        userId: request.userId,
        request,
        reply,
      } as RouteInput<E>);
      return result;
    },
  });
};

/**
 * Builds an MSW handler from one entry of the contract's endpoint table: the path comes from the
 * table, the request's params, query and body are checked with the endpoint's schemas (400 with a
 * Japanese message on bad input, as the real API answers), the caller is looked up from the
 * bearer token, and the answer is checked against the response schema so a mock can never drift
 * from the contract unnoticed.
 */
import { answers } from '@fanclub/domain/answers';
import {
  endpoints,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  type EndpointResponse,
  type User,
} from '@fanclub/domain/contract';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { userForAccessToken } from '../db.ts';
import { sessionUserFor } from './session.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<N extends EndpointName> {
  readonly request: Request;
  readonly params: Out<Endpoints[N] extends { params: z.ZodType } ? Endpoints[N]['params'] : undefined>;
  readonly query: Out<Endpoints[N] extends { query: z.ZodType } ? Endpoints[N]['query'] : undefined>;
  readonly body: Out<Endpoints[N] extends { body: z.ZodType } ? Endpoints[N]['body'] : undefined>;
  /** The signed-in member, or null for a guest. Always set on `auth` endpoints. */
  readonly user: User | null;
}

export type HandlerResult<N extends EndpointName> = EndpointResponse<Endpoints[N]> | Response;

export type Resolver<N extends EndpointName> = (
  context: HandlerContext<N>,
) => HandlerResult<N> | Promise<HandlerResult<N>>;

/** Thrown by resolvers to answer with an error status and a Japanese `message`. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (status: number, message: string): never => {
  throw new MockHttpError(status, message);
};

const japanese = z.locales.ja().localeError;

/**
 * The first problem, in Japanese. A message the schema itself carries (the form rules' wording) is
 * shown as is; zod's generic wording (only then does the default map differ) names the field.
 */
function describeIssues(schema: z.ZodType, value: unknown, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return answers.validation;
  const generic = schema.safeParse(value).error?.issues[0]?.message !== issue.message;
  const field = issue.path.join('.');
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return { ok: true as const, data: undefined };
  const result = schema.safeParse(value, { error: japanese });
  return result.success
    ? { ok: true as const, data: result.data }
    : { ok: false as const, message: describeIssues(schema, value, result.error) };
}

const queryObject = (url: URL): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key).filter((value) => value !== '');
    if (values.length > 0) query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
};

async function readBody(request: Request): Promise<{ ok: true; data: unknown } | { ok: false }> {
  const text = await request.text();
  if (text === '') return { ok: true, data: {} };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const errorResponse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** `*` in front so the same handler answers same-origin calls in the browser and absolute URLs in Node. */
export const mswPath = (path: string): string => `*${path}`;

function resolveUser(request: Request, requestId: string): User | null | 'invalid' {
  const header = request.headers.get('Authorization');
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (token) return userForAccessToken(token) ?? 'invalid';
  return sessionUserFor(requestId);
}

export function handle<N extends EndpointName>(name: N, resolver: Resolver<N>): HttpHandler {
  return endpointHandler(
    name,
    endpoints[name],
    ({ request, requestId }) => {
      const resolved = resolveUser(request, requestId);
      if (resolved === 'invalid') return { caller: null, refusal: answers.tokenExpired };
      return { caller: resolved, refusal: resolved ? null : answers.unauthorized };
    },
    (context) => resolver({ ...context, user: context.caller } as HandlerContext<N>),
  );
}

/**
 * Who is calling: the caller (null for nobody) and, for a call that needs one and has none (or
 * presented a token the fake backend does not know), the 401 message.
 */
export type Identify<C> = (info: { request: Request; requestId: string }) => {
  caller: C | null;
  refusal: string | null;
  /** 403 with this message: the caller is known but may not make this call. */
  forbidden?: string | null;
};

/**
 * The MSW handler of one contract entry (the fans' or the operators'): 401 when the endpoint needs
 * a caller and `identify` finds none, 404 on bad path params, 400 in Japanese on a bad query or body,
 * and the resolver's answer checked against the response schema.
 */
export function endpointHandler<C>(
  name: string,
  endpoint: EndpointDef,
  identify: Identify<C>,
  resolver: (context: {
    request: Request;
    params: unknown;
    query: unknown;
    body: unknown;
    caller: C | null;
  }) => unknown,
): HttpHandler {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  return http[method](mswPath(endpoint.path), async ({ request, params, requestId }) => {
    const { caller, refusal, forbidden } = identify({ request, requestId });
    if (endpoint.auth && refusal) return errorResponse(401, refusal);
    if (forbidden) return errorResponse(403, forbidden);

    const parsedParams = parse(endpoint.params, params);
    if (!parsedParams.ok) return errorResponse(404, answers.notFound);
    const parsedQuery = parse(endpoint.query, queryObject(new URL(request.url)));
    if (!parsedQuery.ok) return errorResponse(400, parsedQuery.message);
    let body: unknown;
    if (endpoint.body) {
      const raw = await readBody(request);
      if (!raw.ok) return errorResponse(400, '送信内容を読み取れませんでした。');
      const parsedBody = parse(endpoint.body, raw.data);
      if (!parsedBody.ok) return errorResponse(400, parsedBody.message);
      body = parsedBody.data;
    }

    try {
      const result = await resolver({
        request,
        params: parsedParams.data,
        query: parsedQuery.data,
        body,
        caller,
      });
      if (result instanceof Response) return result;
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        console.error(`[mocks] ${name} answered outside the contract`, checked.error.issues);
        return errorResponse(500, `モックの応答が契約と一致しません（${name}）。`);
      }
      return HttpResponse.json(result as never);
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.status, error.message);
      throw error;
    }
  });
}

/** limit/offset paging of a list into the contract's `{ data, total }` shape. */
export function page<T>(
  items: readonly T[],
  query?: { limit?: number | undefined; offset?: number | undefined },
) {
  const offset = query?.offset ?? 0;
  const limit = query?.limit ?? 100;
  return { data: items.slice(offset, offset + limit), total: items.length };
}

export const byIdOr404 = <T extends { id: number }>(items: readonly T[], id: number): T =>
  items.find((item) => item.id === id) ?? fail(404, answers.notFound);

/** Paid content is for paid members only: guests and free members get it withheld. */
export const isPaidMember = (user: User | null): boolean =>
  Boolean(user?.isPaidMember && (user.subscription?.isActive ?? false));

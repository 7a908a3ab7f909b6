import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * The refusals a call can answer, each with a `{ message }` body in Japanese: 400 bad input, 401 not
 * signed in, 403 not allowed, 404 no such item, 409 the state forbids it (sold out, already done),
 * 413 too large, 415 not JSON, 429 too many requests. `errorAnswersOf` (error-answers.ts) adds the
 * ones every call of its kind has; `errors` lists the others.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/**
 * One call of the API, declared once and read by the client, the hooks, the mocks and the server.
 * `path` uses `:name` placeholders for path params (e.g. `/api/v1/blogs/:id`).
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  /** Resource key: groups endpoints for query keys and mock handlers (e.g. `blogs`). */
  readonly resource: string;
  /** True for calls under `/api/v1/users/...` that need a bearer token. */
  readonly auth: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /**
   * A call whose body is a file's own bytes (its type as the content type), not JSON: the types
   * and the size the server takes. The caller passes a `Blob` (a `File`) as `body`.
   */
  readonly upload?: { readonly contentTypes: readonly string[]; readonly maxBytes: number };
  readonly response: z.ZodType;
  /** Key into the message catalogue used when the call fails (spec section 8). */
  readonly errorMessage?: string;
  readonly summary: string;
  /** The refusals this call answers beyond those of every call of its kind (see `errorAnswersOf`). */
  readonly errors?: readonly ErrorStatus[];
}

export const defineEndpoint = <const E extends EndpointDef>(endpoint: E): E => endpoint;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends EndpointDef> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointDef> = InferInput<E['query']>;
export type EndpointBody<E extends EndpointDef> = InferInput<E['body']>;
export type EndpointResponse<E extends EndpointDef> = z.infer<E['response']>;

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
type OptionalField<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : { [P in K]?: T };

/** What a caller passes for one endpoint: params and body when declared, query always optional. */
export type EndpointInput<E extends EndpointDef> = Field<'params', EndpointParams<E>> &
  Field<'body', E extends { upload: object } ? Blob : EndpointBody<E>> &
  OptionalField<'query', EndpointQuery<E>>;

/** Fills `:name` placeholders; values are URI-encoded. */
export const buildPath = (path: string, params?: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`missing path param: ${name}`);
    }
    return encodeURIComponent(String(value));
  });

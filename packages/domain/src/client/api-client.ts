import { buildPath } from '../contract/endpoint.ts';
import type { EndpointDef, EndpointInput, EndpointResponse } from '../contract/endpoint.ts';
import { isLazyEndpoint } from '../contract/lazy.ts';
import type { LazyEndpoint } from '../contract/lazy.ts';
import { COMPANY_ID } from '../constants.ts';
import { ApiError, ApiTypeError } from './errors.ts';
import { serializeQuery } from './query.ts';
import type { validateResponse } from './validate.ts';

type Validator = { readonly validateResponse: typeof validateResponse };

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API; '' calls the same origin the page came from. */
  readonly baseUrl?: string;
  /** Sent as the `company-id` header on every request (spec section 6). */
  readonly companyId?: number | string;
  /** Read before every request so a refreshed token is used at once; no header without one. */
  readonly getAccessToken?: () => string | null | undefined;
  readonly fetch?: typeof fetch;
  /**
   * Retrying a call the server refused as busy (503 with `Retry-After`: nothing was done). Only
   * idempotent calls are retried: reads (GET), and writes whose body carries an `idempotencyKey`
   * (a repeat answers the first). Each retry waits `Retry-After`, doubled on each further try.
   */
  readonly retry?: RetryOptions;
}

export interface RetryOptions {
  /** Retries after the first try (default 2). */
  readonly attempts?: number;
  /** The longest wait before one retry, in ms (default 20 s): a longer Retry-After is not waited. */
  readonly maxWaitMs?: number;
  /** Told before each wait, so the page can say it is busy and count down to `retryAt` (ms). */
  readonly onBusy?: (busy: { retryAt: number; attempt: number }) => void;
  /** Told when the call ends (answered, or failed for good) after at least one busy wait. */
  readonly onSettled?: () => void;
  /** Waits `ms` unless `signal` aborts first (tests pass a fake clock). */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface RequestOptions {
  /** react-query passes one so leaving a screen cancels its requests. */
  readonly signal?: AbortSignal;
}

/** Input may be left out when the endpoint declares nothing required (no params, no body). */
type OptionalInput<E extends EndpointDef> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: RequestOptions]
    : [input: EndpointInput<E>, options?: RequestOptions];

/** A full endpoint, or one from `lazyEndpoints` whose schemas load alongside the request. */
export type EndpointRef<E extends EndpointDef> = E | LazyEndpoint<E>;

export interface ApiClient {
  request<E extends EndpointDef>(
    endpoint: EndpointRef<E>,
    input: EndpointInput<E>,
    options?: RequestOptions,
  ): Promise<EndpointResponse<E>>;
  /** `request` with the input optional for calls that need none (`client.call(topicsEndpoint)`). */
  call<E extends EndpointDef>(
    endpoint: EndpointRef<E>,
    ...args: OptionalInput<E>
  ): Promise<EndpointResponse<E>>;
}

const describeEndpoint = (endpoint: Pick<EndpointDef, 'method' | 'path'>): string =>
  `${endpoint.method} ${endpoint.path}`;

/** The spec's error text: the server's `message` (NestJS-style arrays joined), else nothing. */
const serverMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message !== '') return message;
  if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')) {
    return message.join('\n');
  }
  return undefined;
};

const isBlob = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/** `Retry-After` in seconds (a number of seconds or an HTTP date), or undefined. */
export const retryAfterOf = (response: Response, now = Date.now()): number | undefined => {
  const value = response.headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
};

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal!.reason as Error);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

/** A read, or a write that names its idempotency key: repeating it cannot do anything twice. */
const isIdempotent = (method: string, body: unknown) =>
  method === 'GET' ||
  (typeof body === 'object' &&
    body !== null &&
    typeof (body as { idempotencyKey?: unknown }).idempotencyKey === 'string');

export const createApiClient = ({
  baseUrl = '',
  companyId = COMPANY_ID,
  getAccessToken,
  // Looked up per call, so a fetch patched later (MSW in Storybook and tests) is still used.
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  retry = {},
}: ApiClientOptions = {}): ApiClient => {
  const retries = retry.attempts ?? 2;
  const maxWaitMs = retry.maxWaitMs ?? 20_000;
  const sleep = retry.sleep ?? defaultSleep;
  const origin = baseUrl.replace(/\/+$/, '');

  const headersFor = (body?: unknown): Headers => {
    const headers = new Headers({
      Accept: 'application/json',
      'Content-Type': isBlob(body) ? body.type || 'application/octet-stream' : 'application/json',
      'company-id': String(companyId),
    });
    const token = getAccessToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  };

  const bodyFor = (endpoint: Pick<EndpointDef, 'method'>, body: unknown): BodyInit | undefined => {
    // A file (an upload endpoint) travels as its own bytes, typed by `headersFor`.
    if (isBlob(body)) return body;
    if (body !== undefined) return JSON.stringify(body);
    // A JSON content type with an empty POST/PATCH body is a 400 on most servers (Fastify included).
    return endpoint.method === 'POST' || endpoint.method === 'PATCH' ? '{}' : undefined;
  };

  const parseResponse = async <E extends EndpointDef>(
    endpoint: EndpointRef<E>,
    response: Response,
    definition: Promise<E>,
    validator: Promise<Validator>,
  ) => {
    const text = await response.text();
    let data: unknown;
    if (text !== '') {
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new ApiTypeError(describeEndpoint(endpoint), 'body is not JSON', [], { cause });
      }
    }
    let schemas: [E, Validator];
    try {
      schemas = await Promise.all([definition, validator]);
    } catch (cause) {
      // The schemas' chunk did not arrive: as unusable as an answer that never came.
      throw new ApiError(0, undefined, undefined, { cause });
    }
    const [full, { validateResponse }] = schemas;
    return validateResponse(full, text, data) as EndpointResponse<E>;
  };

  const readErrorBody = async (response: Response): Promise<unknown> => {
    try {
      const text = await response.text();
      return text === '' ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  };

  const request = async <E extends EndpointDef>(
    endpoint: EndpointRef<E>,
    input: EndpointInput<E>,
    options: RequestOptions = {},
  ): Promise<EndpointResponse<E>> => {
    const body = (input as { body?: unknown }).body;
    if (!isIdempotent(endpoint.method, body) || retries === 0) return once(endpoint, input, options);
    let waited = false;
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(endpoint, input, options);
        } catch (error) {
          if (!(error instanceof ApiError) || !error.isBusy || attempt > retries) throw error;
          const waitMs = Math.max(error.retryAfterSeconds! * 1000, 500) * 2 ** (attempt - 1);
          if (waitMs > maxWaitMs) throw error;
          waited = true;
          retry.onBusy?.({ retryAt: Date.now() + waitMs, attempt });
          await sleep(waitMs, options.signal);
        }
      }
    } finally {
      if (waited) retry.onSettled?.();
    }
  };

  const once = async <E extends EndpointDef>(
    endpoint: EndpointRef<E>,
    input: EndpointInput<E>,
    options: RequestOptions,
  ): Promise<EndpointResponse<E>> => {
    // Schemas and validator load while the request travels (each is its own chunk in the site);
    // a failure is reported when the answer needs them, not as an unhandled rejection.
    const definition = isLazyEndpoint(endpoint) ? endpoint.load() : Promise.resolve(endpoint);
    const validator: Promise<Validator> = import('./validate.ts');
    definition.catch(() => undefined);
    validator.catch(() => undefined);
    const { params, query, body } = input as {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const search = serializeQuery(query);
    const url = `${origin}${buildPath(endpoint.path, params)}${search ? `?${search}` : ''}`;

    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: endpoint.method,
        headers: headersFor(body),
        body: bodyFor(endpoint, body),
        // The refresh token also travels as an HttpOnly cookie.
        credentials: 'include',
        signal: options.signal,
      });
    } catch (cause) {
      // A cancelled request is not a failure; let react-query see its own abort.
      if (isAbort(cause)) throw cause;
      throw new ApiError(0, undefined, undefined, { cause });
    }

    if (!response.ok) {
      const errorBody = await readErrorBody(response);
      throw new ApiError(response.status, serverMessageOf(errorBody), errorBody, {
        retryAfterSeconds: retryAfterOf(response),
      });
    }
    return parseResponse(endpoint, response, definition, validator);
  };

  return {
    request,
    call: <E extends EndpointDef>(endpoint: EndpointRef<E>, ...[input, options]: OptionalInput<E>) =>
      request(endpoint, input ?? ({} as EndpointInput<E>), options),
  };
};

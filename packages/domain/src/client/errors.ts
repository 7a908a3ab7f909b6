import type { z } from 'zod';

/** The message spec section 7 gives a network failure. */
export const NETWORK_ERROR_MESSAGE = 'network error';

/**
 * A non-ok answer or a network failure. `message` is what the spec says to show: the server's
 * `message` field, else the status code as a string; `network error` (status 0) when fetch itself failed.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The server's own `message`, kept apart so messages can append it only when the server sent one. */
  readonly serverMessage: string | undefined;
  /** The parsed error body, for callers that need a provider code or field errors. */
  readonly body: unknown;
  /**
   * Seconds the server asked to wait before trying again (`Retry-After` of a 503 "busy" or a 429),
   * or undefined when it named none.
   */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    serverMessage?: string,
    body?: unknown,
    options?: ErrorOptions & { retryAfterSeconds?: number | undefined },
  ) {
    super(serverMessage ?? (status === 0 ? NETWORK_ERROR_MESSAGE : String(status)), options);
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  /** The server is at its limit for the moment (503 with Retry-After): nothing was done. */
  get isBusy(): boolean {
    return this.status === 503 && this.retryAfterSeconds !== undefined;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A successful answer whose body does not match the endpoint's response schema (spec section 5). */
export class ApiTypeError extends TypeError {
  override readonly name = 'ApiTypeError';
  /** `METHOD path` of the endpoint, e.g. `GET /api/v1/news/:id`. */
  readonly endpoint: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(
    endpoint: string,
    detail: string,
    issues: readonly z.core.$ZodIssue[] = [],
    options?: ErrorOptions,
  ) {
    super(`unexpected response from ${endpoint}: ${detail}`, options);
    this.endpoint = endpoint;
    this.issues = issues;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isApiTypeError = (error: unknown): error is ApiTypeError => error instanceof ApiTypeError;

import { z } from 'zod';
import type { EndpointDef } from '../contract/endpoint.ts';
import { ApiTypeError } from './errors.ts';

/**
 * Checks an answer against the endpoint's response schema (spec section 5). Kept apart from the
 * client, which imports it on demand, so zod loads alongside the first request instead of before it.
 */
export const validateResponse = (endpoint: EndpointDef, text: string, data: unknown): unknown => {
  let result = endpoint.response.safeParse(data);
  // An empty (e.g. 204) answer satisfies a schema that accepts either undefined or null.
  if (!result.success && text === '') result = endpoint.response.safeParse(null);
  if (!result.success) {
    throw new ApiTypeError(
      `${endpoint.method} ${endpoint.path}`,
      z.prettifyError(result.error),
      result.error.issues,
      {
        cause: result.error,
      },
    );
  }
  return result.data;
};

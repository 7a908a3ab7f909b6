/** A value is left out of the query string when it carries nothing (spec section 7). */
const isEmpty = (value: unknown): value is undefined | null | '' =>
  value === undefined || value === null || value === '';

const toParam = (value: unknown): string => (value instanceof Date ? value.toISOString() : String(value));

/**
 * Serialises list queries the way the API reads them: empty values (undefined, null, '') are dropped
 * and arrays repeat the key (`tag=a&tag=b`). Returns the string without a leading `?`; '' when empty.
 */
export const serializeQuery = (query: Readonly<Record<string, unknown>> | undefined | null): string => {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (!isEmpty(item)) params.append(key, toParam(item));
    } else if (!isEmpty(value)) {
      params.append(key, toParam(value));
    }
  }
  return params.toString();
};

import { ApiError, COMPANY_ID } from '@fanclub/domain';

/**
 * A form island's one call to the API: a JSON POST with the company's id, the session's cookie
 * travelling with it, and no API client, contract or validator behind it (README "Islands"). Its
 * answer is the API's JSON; a refusal is the `ApiError` the whole app's client throws (status, the
 * server's message, Retry-After of a busy 503), so `errorMessage` words it the same way; no answer
 * at all is a network error (status 0).
 */
export const postJson = async (path: string, body: unknown, signal?: AbortSignal): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(`${import.meta.env.VITE_API_BASE_URL ?? ''}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'company-id': String(COMPANY_ID),
      },
      body: JSON.stringify(body),
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch (cause) {
    throw new ApiError(0, undefined, undefined, { cause });
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (response.ok) return data;
  const said = typeof data === 'object' && data !== null && 'message' in data ? data.message : undefined;
  const message = Array.isArray(said) ? said.join('\n') : typeof said === 'string' && said ? said : undefined;
  const retryAfter = Number(response.headers.get('retry-after') ?? '');
  throw new ApiError(response.status, message || undefined, data, {
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  });
};

import { createApiClient, isApiError } from '@fanclub/domain';
import type { EndpointDef, EndpointInput, EndpointResponse } from '@fanclub/domain/contract';
import { clearSession, readSession } from './session.ts';

export const client = createApiClient({ getAccessToken: () => readSession()?.token });

/** A call of the admin contract; a refused session sends the operator back to sign in. */
export const call = async <E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> => {
  try {
    return await client.request(endpoint, input);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && readSession()) {
      clearSession();
      window.location.assign(`${import.meta.env.BASE_URL}sign-in`);
    }
    throw error;
  }
};

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export { createApiClient } from './api-client.ts';
export type { ApiClient, ApiClientOptions, RequestOptions } from './api-client.ts';
export { ApiError, ApiTypeError, isApiError, isApiTypeError, NETWORK_ERROR_MESSAGE } from './errors.ts';
export { serializeQuery } from './query.ts';

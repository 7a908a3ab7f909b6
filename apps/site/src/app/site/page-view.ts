import { COMPANY_ID } from '@fanclub/domain';
import { endpointRoutes } from '@fanclub/domain/contract';

/**
 * A guest's page view on a page delivered as islands (src/islands/client.tsx): one beacon, no API
 * client, no contract, no validator. `navigator.sendBeacon` cannot set headers, so the company id
 * travels in the query (the API takes it there for this endpoint only). Only the path: a query
 * string can hold mailed tokens and order ids, which must not be stored.
 */
export const sendPageView = (path: string, referrer: string) => {
  const body = JSON.stringify({ path, ...(referrer ? { referrer: referrer.slice(0, 500) } : {}) });
  const url = `${import.meta.env.VITE_API_BASE_URL ?? ''}${endpointRoutes.recordPageView.path}?company-id=${COMPANY_ID}`;
  try {
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  } catch {
    // A page view must never bother the visitor.
  }
};

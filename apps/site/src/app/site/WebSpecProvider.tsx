import { readWebSpecFromCookies, type WebSpecification } from '@fanclub/domain/contract';
import { useApiClient, useWebSpecification, webSpecificationQueryOptions } from '@fanclub/domain/react';
import { useQueryClient } from '@tanstack/react-query';
import { DEFAULT_BRAND, ThemeProvider } from '@fanclub/ui';
import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { notify } from './notify.tsx';

const WebSpecContext = createContext<WebSpecification | null>(null);

/** The web specification, or null while unknown (the shell then shows its plain defaults). */
export const useWebSpec = () => useContext(WebSpecContext);

/**
 * Reads the web specification from the cookies the server set (spec section 7: fetched on the
 * server render only). Only when they are missing does it ask the API; a failure there shows the
 * error toast of spec section 8 and the site keeps its default theme.
 */
export function WebSpecProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: WebSpecification | null;
}) {
  const cached = useQueryClient().getQueryData(webSpecificationQueryOptions(useApiClient()).queryKey);
  // The route's loader may have it already (the server's render, and the hydration that follows it,
  // read the same answer); otherwise the cookies the server set.
  const [fromCookies] = useState(() =>
    initial !== undefined ? initial : (cached ?? readWebSpecFromCookies(document.cookie)),
  );
  return fromCookies ? (
    <Branded spec={fromCookies}>{children}</Branded>
  ) : (
    <FetchedWebSpec>{children}</FetchedWebSpec>
  );
}

function FetchedWebSpec({ children }: { children: ReactNode }) {
  const { data, error } = useWebSpecification();
  useEffect(() => {
    if (error) notify.failure(error, 'fetchWebSpecificationFailed', 'web-spec');
  }, [error]);
  return <Branded spec={data ?? null}>{children}</Branded>;
}

function Branded({ spec, children }: { spec: WebSpecification | null; children: ReactNode }) {
  return (
    <WebSpecContext value={spec}>
      <ThemeProvider webSpec={spec ?? DEFAULT_BRAND}>{children}</ThemeProvider>
    </WebSpecContext>
  );
}

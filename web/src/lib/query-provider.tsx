import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * Gives a page the app's query cache. Pages that read server state wrap themselves in it, so the
 * query library loads with those pages and not with the start-up bundle of every route (the home
 * page, the help pages and the sign-in forms have none). The client is one for the whole app, so
 * the cache outlives a page. A client provided further up (a test's) wins.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

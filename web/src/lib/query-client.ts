import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { SESSION_CHANGED_EVENT } from './auth-storage';

/** A failure worth one more try: no answer at all, or a gateway or database that is away for a moment. */
const isTransient = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/**
 * The app's one query cache (TanStack Query). Reads are fresh for 30 s: pages and components that
 * ask for the same list within that time share one answer, and a navigation back shows it at once.
 * Writes invalidate exactly the keys they change (each feature's `api/`), so staleness never hides
 * the viewer's own change; a refocused window reads stale lists again. A read that met no answer
 * or a gateway or database away for a moment is tried once more; other failures are the page's to show.
 */
export const queryDefaults = {
  staleTime: 30_000,
  retry: (failures: number, error: unknown) => failures < 2 && isTransient(error),
};

export const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults } });

// Another account's data must never show: signing in or out (here or in another tab) empties the cache.
window.addEventListener(SESSION_CHANGED_EVENT, () => queryClient.clear());

import { useCallback, useState } from 'react';
import { useApiQuery } from '@/lib/use-api-query';

/**
 * A revenue page's data: loaded on mount; `refresh()` reads again (the figures of a sale made since
 * arrive, as the API client sends the highest position seen) while the old figures stay on screen.
 */
export function useRevenueQuery<T>(load: () => Promise<T>) {
  const query = useApiQuery(load);
  const [refreshing, setRefreshing] = useState(false);
  const [settled, setSettled] = useState<{ data: unknown; error: unknown }>({ data: undefined, error: null });
  // A new answer (or failure) ends the refresh: state derived while rendering, as React advises.
  if (refreshing && (settled.data !== query.data || settled.error !== query.error)) {
    setRefreshing(false);
  }
  const { reload } = query;
  const refresh = useCallback(() => {
    setSettled({ data: query.data, error: query.error });
    setRefreshing(true);
    reload();
  }, [query.data, query.error, reload]);
  return { ...query, refresh, refreshing };
}

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * A revenue page's data from the query cache; `refresh()` reads again (the figures of a sale made
 * since arrive, as the API client sends the highest position seen) while the old figures stay on
 * screen. `refreshing` is the viewer's own refresh only, not a background read on refocus.
 */
export function useRevenueQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  const query = useQuery(options);
  const [refreshing, setRefreshing] = useState(false);
  const { refetch } = query;
  const refresh = useCallback(() => {
    setRefreshing(true);
    void refetch().finally(() => setRefreshing(false));
  }, [refetch]);
  return { data: query.data, error: query.error, isPending: query.isPending, refresh, refreshing };
}

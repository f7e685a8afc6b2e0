import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { SEAT_MAP_FRESH_MS, seatMapQuery, type SeatMapQuery } from '../api/get-seat-map';
import type { SeatPushKind } from '../utils/apply-seat-push';
import { seatMapReducer, type SeatMapModel } from '../utils/seat-map-model';

/**
 * The seat list of a screening from the query cache, kept live: `push` applies a socket push to
 * the cached map, `reload` reads the list again (after a reconnect, a refocus, a refused hold or
 * a payment), `reloadIfOld` only when the last read is no longer fresh. A failed reload keeps what
 * is shown; only the first load's failure is the page's error.
 */
export function useSeatMap({ movieId, cinemaId, timing, date }: SeatMapQuery) {
  const queryClient = useQueryClient();
  const options = useMemo(
    () => seatMapQuery({ movieId, cinemaId, timing, date }),
    [movieId, cinemaId, timing, date],
  );
  const read = useQuery(options);
  const { queryKey } = options;

  const reload = useCallback(
    () => void queryClient.refetchQueries({ queryKey, exact: true }),
    [queryClient, queryKey],
  );
  const reloadIfOld = useCallback(() => {
    const state = queryClient.getQueryState(queryKey);
    if (!state || Date.now() - state.dataUpdatedAt >= SEAT_MAP_FRESH_MS) reload();
  }, [queryClient, queryKey, reload]);
  const push = useCallback(
    (kind: SeatPushKind, message: unknown) =>
      queryClient.setQueryData<SeatMapModel>(
        queryKey,
        (model) => model && seatMapReducer(model, { type: 'push', kind, push: message }),
      ),
    [queryClient, queryKey],
  );
  const { refetch } = read;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    screening: read.data?.screening ?? null,
    seats: read.data?.seats ?? [],
    map: read.data?.map ?? null,
    error: read.data ? null : read.error,
    isPending: read.isPending,
    reload,
    reloadIfOld,
    retry,
    push,
  };
}

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { getSeatMap, type SeatMapQuery } from '../api/get-seat-map';
import type { SeatPushKind } from '../utils/apply-seat-push';
import { emptySeatMap, seatMapReducer } from '../utils/seat-map-model';

/**
 * The seat list of a screening, kept live: `push` applies a socket push, `reload` reads the list
 * again (after a reconnect, a refocus, a refused hold or a payment). A failed reload keeps what
 * is shown; only the first load's failure is the page's error.
 */
export function useSeatMap({ movieId, cinemaId, timing, date }: SeatMapQuery) {
  const [model, dispatch] = useReducer(seatMapReducer, emptySeatMap);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);

  const reload = useCallback(() => {
    getSeatMap({ movieId, cinemaId, timing, date }).then(
      ({ data, screening, seatsAsOf }) => {
        if (!mounted.current) return;
        dispatch({ type: 'loaded', screening, seats: data, seatsAsOf });
        setError(null);
      },
      (failure: unknown) => mounted.current && setError(failure),
    );
  }, [movieId, cinemaId, timing, date]);

  useEffect(() => {
    mounted.current = true;
    reload();
    return () => {
      mounted.current = false;
    };
  }, [reload, attempt]);

  const push = useCallback((kind: SeatPushKind, message: unknown) => {
    dispatch({ type: 'push', kind, push: message });
  }, []);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  return { ...model, error: model.map ? null : error, isPending: !model.map && !error, reload, retry, push };
}

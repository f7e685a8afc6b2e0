import { useEffect, useRef } from 'react';
import type { SeatSocketHandlers } from '../live/seat-socket';

/** Keeps the page in its screening's Socket.IO room while it is shown; the client loads with it. */
export function useSeatSocket(screeningId: string | undefined, handlers: SeatSocketHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!screeningId) return;
    let leave: (() => void) | undefined;
    let closed = false;
    void import('../live/seat-socket').then(({ connectSeatSocket }) => {
      if (closed) return;
      leave = connectSeatSocket(screeningId, {
        onPush: (kind, push) => latest.current.onPush(kind, push),
        onJoined: (rejoined) => latest.current.onJoined(rejoined),
        onBeat: (beat) => latest.current.onBeat(beat),
      });
    });
    return () => {
      closed = true;
      leave?.();
    };
  }, [screeningId]);
}

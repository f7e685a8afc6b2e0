import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hold } from '@cinema/contracts';
import { getMyHold } from '../api/holds';
import { serverNow } from '../utils/server-clock';

/** The viewer's hold and the position of the write that made it (null when resumed after a reload). */
export interface Held {
  hold: Hold;
  position: string | null;
}

/**
 * The signed-in viewer's seat hold on a screening: resumed from the server after a reload, set by
 * reserving or extending, cleared when it ends. `refresh` asks the server again; an answer that
 * comes after a newer local change is ignored. `onLost` hears when a refresh finds the hold gone.
 */
export function useHold(screeningId: string | undefined, enabled: boolean, onLost: () => void) {
  const [held, setHeldState] = useState<Held | null>(null);
  const version = useRef(0);
  const current = useRef<Held | null>(null);
  const lost = useRef(onLost);
  useEffect(() => {
    lost.current = onLost;
  });

  const setHeld = useCallback((next: Held | null) => {
    version.current += 1;
    current.current = next;
    setHeldState(next);
  }, []);

  const refresh = useCallback(() => {
    if (!screeningId || !enabled) return;
    const asked = version.current;
    getMyHold(screeningId).then(
      (hold) => {
        if (version.current !== asked) return;
        const live = hold && Date.parse(hold.expiresAt) > serverNow() ? hold : null;
        const had = current.current;
        if (!live && had) lost.current();
        if (live && had?.hold.holdId === live.holdId && had.hold.expiresAt === live.expiresAt) return;
        setHeld(
          live ? { hold: live, position: had?.hold.holdId === live.holdId ? had.position : null } : null,
        );
      },
      () => undefined,
    );
  }, [screeningId, enabled, setHeld]);

  useEffect(() => {
    refresh();
  }, [refresh]);

  return { held, setHeld, refresh };
}

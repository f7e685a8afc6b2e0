import { comparePositions, type Position } from '@cinema/contracts';

export interface StoreHead {
  /** True when no committed event is at or past `position`: it cannot come from a write. */
  isBeyond(position: Position): Promise<boolean>;
}

/**
 * The event store's head, remembered as a lower bound (the head only moves forward), so a
 * genuine position costs no query. A position beyond it needs a read that started after the
 * question was asked (the caller's write may have committed just after the last one); everyone
 * asking meanwhile shares that read, so a flood of forged positions costs one query at a time.
 */
export function storeHead(readHead: () => Promise<Position>): StoreHead {
  let known: Position | undefined;
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  const isKnown = (position: Position) => known !== undefined && comparePositions(position, known) <= 0;

  function read(): Promise<void> {
    running = readHead()
      .then((head) => {
        if (!isKnown(head)) known = head;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function readStartingNow(): Promise<void> {
    if (!running) return read();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return readStartingNow();
      });
    return next;
  }

  return {
    async isBeyond(position) {
      if (isKnown(position)) return false;
      try {
        await readStartingNow();
      } catch {
        return false; // head unknown: wait as before rather than wrongly calling the read stale
      }
      return !isKnown(position);
    },
  };
}

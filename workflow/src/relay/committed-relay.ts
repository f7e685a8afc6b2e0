import type { RecordedEvent } from '@cinema/event-store';

/** Receives the events of one committed batch, in order. */
export type CommittedListener = (events: readonly RecordedEvent[]) => void;

/**
 * Hands committed events to in-process subscribers (the Socket.IO relay of seat changes).
 * Delivery is AT MOST ONCE: listeners run after the transaction committed, so a crash in between,
 * a throwing listener or a process without listeners at that moment loses the notification for
 * good. Subscribers must treat it as a hint and re-read the read model for the truth.
 * Events of a batch that rolled back are never handed on.
 */
export function committedRelay(report: (error: unknown) => void) {
  const listeners = new Set<CommittedListener>();
  return {
    subscribe(listener: CommittedListener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(events: readonly RecordedEvent[]) {
      if (events.length === 0) return;
      for (const listener of listeners) {
        try {
          listener(events);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}

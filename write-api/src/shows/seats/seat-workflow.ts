import type { OutboxHandler, Reactor } from '@cinema/projector/workflow';
import type { WriteDeps } from '../../deps.ts';

/** Reactors of the seats slice (hold expiry timers). */
export const seatReactors: readonly Reactor[] = [];
/** How the seats slice's outbox messages and due items are delivered. */
export const seatHandlers = (_deps: WriteDeps): Record<string, OutboxHandler> => ({});

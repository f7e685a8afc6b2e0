import type { OutboxHandler, Reactor } from '@cinema/projector/workflow';
import type { WriteDeps } from '../../deps.ts';

/** Reactors of the payments slice (capture → booking, refunds, confirmation mail). */
export const paymentReactors: readonly Reactor[] = [];
/** How the payments slice's outbox messages are delivered. */
export const paymentHandlers = (_deps: WriteDeps): Record<string, OutboxHandler> => ({});

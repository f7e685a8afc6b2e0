import type { EventType } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';
import { enqueueMessage } from '../outbox/outbox-store.ts';
import type { ProjectedEvent, Projection } from '../projection.ts';
import { cancelItem, scheduleItem } from '../scheduler/due-items-store.ts';

/** What an event makes a reactor do. Nothing happens at once: each effect is a row (see below). */
export type Effect =
  /** A message for the outbox sender (a command for the write side, a mail). */
  | { send: string; payload: unknown; id?: string }
  /** A durable timer: `kind` with `payload` is sent when `dueAt` has passed. Same id: moved. */
  | { schedule: string; kind: string; payload: unknown; dueAt: Date }
  | { cancel: string };

/**
 * A reactor (process manager) turns events into effects. `react` is pure; the runner writes its
 * effects in the same transaction as the reactor's own checkpoint, so each event's effects are
 * written exactly once, and a replay from an older checkpoint writes nothing new: a message's id
 * is `<reactor>@<event position>#<n>` unless the event carries its own key (`id`). The receiver
 * deduplicates by that id, which covers the outbox's at-least-once delivery.
 */
export interface Reactor {
  name: string;
  handles: readonly EventType[];
  react(event: ProjectedEvent): Effect[];
}

export const messageIdFor = (reactor: string, position: string, index: number) =>
  `${reactor}@${position}#${index}`;

/** The reactor as a projection into the workflow schema (outbox rows and due items). */
export function reactorProjection(reactor: Reactor, clock: () => Date): Projection {
  return {
    name: `reactor:${reactor.name}`,
    handles: reactor.handles,
    apply: async (trx, event) => {
      // The projector hands the read-model transaction type; the reactor runs on the workflow schema.
      const tx = trx as unknown as Transaction<WorkflowDatabase>;
      const effects = reactor.react(event);
      for (const [index, effect] of effects.entries()) {
        if ('send' in effect)
          await enqueueMessage(tx, {
            id: effect.id ?? messageIdFor(reactor.name, event.position, index),
            kind: effect.send,
            payload: effect.payload,
            cause: event.position,
            availableAt: clock(),
          });
        else if ('schedule' in effect)
          await scheduleItem(tx, {
            id: effect.schedule,
            kind: effect.kind,
            payload: effect.payload,
            dueAt: effect.dueAt,
            cause: event.position,
          });
        else await cancelItem(tx, effect.cancel);
      }
    },
  };
}

import type { EventType } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import { chunksOf, runsBy } from '../engine/batching.ts';
import { enqueueMessages } from '../outbox/outbox-store.ts';
import type { ProjectedEvent, Projection } from '../engine/projection.ts';
import { cancelItems, scheduleItems } from '../scheduler/due-items-store.ts';

/** What an event makes a reactor do. Nothing happens at once: each effect is a row (see below). */
export type Effect =
  /**
   * A message for the outbox sender (a command for the write side, a mail). Messages with the
   * same `key` are delivered one at a time, in the order written (see enqueueMessages).
   */
  | { send: string; payload: unknown; id?: string; key?: string }
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
  /**
   * Least time between two of its batches once live, when its effects can wait longer than the
   * runner's default (50 ms): each batch is a transaction of its own.
   */
  batchIntervalMs?: number;
}

export const messageIdFor = (reactor: string, position: string, index: number) =>
  `${reactor}@${position}#${index}`;

/** What a reactor's batches wrote since last asked. */
export interface WrittenEffects {
  /** Outbox messages. */
  messages: boolean;
  /**
   * Timers already due by the reactor's clock. One due later is found by the scheduler's next
   * poll after it falls due (waking it now would find nothing), and a cancel needs no one.
   */
  timersDue: boolean;
}

/**
 * The reactor as a projection into the workflow schema (outbox rows and due items). `written` is
 * told which kinds of rows a batch wrote, so only the part that has work is woken after it commits.
 */
export function reactorProjection(
  reactor: Reactor,
  clock: () => Date,
  written: WrittenEffects = { messages: false, timersDue: false },
): Projection<WorkflowDatabase> {
  const write = async (tx: Transaction<WorkflowDatabase>, events: ProjectedEvent[]) => {
    const effects = events.flatMap((event) =>
      reactor.react(event).map((effect, index) => ({ effect, event, index })),
    );
    for (const { effect } of effects) {
      if ('send' in effect) written.messages = true;
      else if ('schedule' in effect && effect.dueAt <= clock()) written.timersDue = true;
    }
    // Runs of one kind of effect go in one statement each, in the order the events asked for them.
    for (const run of runsBy(effects, ({ effect }) =>
      'send' in effect ? 'send' : 'schedule' in effect ? 'schedule' : 'cancel',
    )) {
      const first = run[0]!.effect;
      if ('send' in first)
        for (const chunk of chunksOf(run, 5000))
          await enqueueMessages(
            tx,
            chunk.map(({ effect, event, index }) => {
              const send = effect as Extract<Effect, { send: string }>;
              return {
                id: send.id ?? messageIdFor(reactor.name, event.position, index),
                kind: send.send,
                payload: send.payload,
                cause: event.position,
                availableAt: clock(),
                key: send.key,
              };
            }),
          );
      else if ('schedule' in first)
        for (const chunk of chunksOf(run, 5000))
          await scheduleItems(
            tx,
            chunk.map(({ effect, event }) => {
              const timer = effect as Extract<Effect, { schedule: string }>;
              return {
                id: timer.schedule,
                kind: timer.kind,
                payload: timer.payload,
                dueAt: timer.dueAt,
                cause: event.position,
              };
            }),
          );
      else
        await cancelItems(
          tx,
          run.map(({ effect }) => (effect as Extract<Effect, { cancel: string }>).cancel),
        );
    }
  };
  return {
    name: `reactor:${reactor.name}`,
    handles: reactor.handles,
    apply: (trx, event) => write(trx, [event]),
    applyAll: write,
  };
}

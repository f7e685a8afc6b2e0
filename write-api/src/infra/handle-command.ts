import { parseEvent, SERVER_MESSAGES, type DomainEvent } from '@cinema/contracts';
import { WrongExpectedRevisionError, type EventStore, type ExpectedRevision } from '@cinema/event-store';
import { AppError } from '@cinema/server-kit';
import type { Decider } from './decider.ts';

export interface CommandResult<Event extends DomainEvent> {
  events: Event[];
  /** Position of the last appended event; null when the command changed nothing. */
  position: string | null;
  state: unknown;
}

export interface HandleOptions {
  metadata?: Record<string, unknown>;
  /** How many times to re-decide after another writer changed the stream first. */
  maxRetries?: number;
}

/** Loads the stream, folds it through `evolve`, and returns the state with its revision. */
export async function loadState<S>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<S, never>, 'initialState' | 'evolve'>,
) {
  const recorded = await store.readStream(streamId);
  let state = decider.initialState();
  for (const e of recorded) {
    const event = parseEvent(e.type, e.data);
    if (event) state = decider.evolve(state, event);
  }
  const revision: ExpectedRevision = recorded.length === 0 ? 'no_stream' : recorded.at(-1)!.revision;
  return { state, revision };
}

/**
 * validate → load → decide → append with the expected revision → retry on conflict (bounded).
 * Safe to retry because `decide` is pure: it is simply asked again with the newer state.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  { metadata = {}, maxRetries = 8 }: HandleOptions = {},
): Promise<CommandResult<E>> {
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider);
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, position: null, state };
    try {
      const result = await store.append(
        streamId,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        revision,
      );
      const next = events.reduce<S>((s, e) => decider.evolve(s, e), state);
      return { events, position: result.position, state: next };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= maxRetries) throw new AppError(409, 'CONCURRENCY_CONFLICT', SERVER_MESSAGES.concurrency);
      // Jittered backoff, so writers that collided do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** Math.min(attempt, 4)));
    }
  }
}

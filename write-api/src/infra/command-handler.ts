import { SERVER_MESSAGES, toStoredEvent, type DomainEvent } from '@cinema/contracts';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from '@cinema/event-store';
import { DomainError } from '@cinema/server-kit';
import { decideBatch } from './decide-batch.ts';
import type { Decider } from './decider.ts';
import { streamStates, type StreamState } from './stream-states.ts';

export interface CommandResult<Event extends DomainEvent> {
  events: Event[];
  /**
   * Where the command's events are visible: the position of the last event of the append that
   * stored them (commands appended together share it). Null when the command changed nothing.
   */
  position: string | null;
  state: unknown;
}

export interface HandleOptions {
  metadata?: Record<string, unknown>;
}

export interface CommandHandlerOptions {
  /** Streams whose folded state is kept in memory. Default 50,000. */
  cachedStreams?: number;
  /** Events folded into the kept states, together, at most (their memory). Default 500,000. */
  cachedEvents?: number;
  /** Commands decided and appended together at most. Default 500. */
  maxBatch?: number;
  /** How many times a batch is decided again after another process changed the stream first. */
  maxRetries?: number;
}

interface Waiting {
  decider: Decider<any, any, any>;
  command: unknown;
  metadata: Record<string, unknown>;
  resolve: (result: CommandResult<any>) => void;
  reject: (error: unknown) => void;
  /** Appended on its own (after its group's append failed). */
  alone?: boolean;
}

export type CommandHandler = ReturnType<typeof createCommandHandler>;

type AnyDecider = Decider<any, any, any>;
type Current = StreamState<unknown> & { fresh?: boolean };
type Decided = ReturnType<typeof decideBatch>;

/** What every batch of one handler shares. */
interface BatchContext {
  store: EventStore;
  states: ReturnType<typeof streamStates>;
  maxBatch: number;
  maxRetries: number;
  countConflict: () => void;
}

/**
 * Runs commands for one process. Commands for the same stream wait in line and are decided one
 * after another against the cached state; whatever queued up meanwhile is appended in a single
 * append with the expected revision (group commit), so commands in one process never conflict with
 * each other. Only another process writing the same stream causes a conflict: the batch is then
 * decided again on the newer state after a jittered pause (bounded).
 */
export function createCommandHandler(store: EventStore, options: CommandHandlerOptions = {}) {
  const { cachedStreams = 50_000, cachedEvents = 500_000, maxBatch = 500, maxRetries = 8 } = options;
  const states = streamStates(store, { maxStreams: cachedStreams, maxEvents: cachedEvents });
  const lines = new Map<string, Waiting[]>();
  let conflicts = 0;
  const context: BatchContext = {
    store,
    states,
    maxBatch,
    maxRetries,
    countConflict: () => void conflicts++,
  };

  return {
    handle<S, C, E extends DomainEvent>(
      streamId: string,
      decider: Decider<S, C, E>,
      command: C,
      { metadata = {} }: HandleOptions = {},
    ): Promise<CommandResult<E>> {
      return new Promise((resolve, reject) => {
        const waiting: Waiting = { decider, command, metadata, resolve, reject };
        const line = lines.get(streamId);
        if (line) return void line.push(waiting);
        const fresh = [waiting];
        lines.set(streamId, fresh);
        void drainLine(context, streamId, fresh, () => lines.delete(streamId));
      });
    },
    /** The stream's current state (cached, brought up to date), for reads on the write side. */
    load<S>(streamId: string, decider: Pick<Decider<S, never>, 'initialState' | 'evolve'>) {
      return states.current(streamId, decider);
    },
    /**
     * The cached state as this process last knew it, without asking the store (another process
     * may have appended since); read up to date only when not cached. `fresh` says which it is.
     */
    known<S>(streamId: string, decider: Pick<Decider<S, never>, 'initialState' | 'evolve'>) {
      return states.known(streamId, decider);
    },
    /** Counters for tests and benchmarks. */
    stats: () => ({ conflicts, fullReads: states.fullReads, cachedStreams: states.size }),
  };
}

/**
 * Decides and appends the stream's waiting commands, batch after batch, until none is left. `done`
 * forgets the line in the very step that finds it empty (no await in between): a command pushed
 * onto the line before that is still drained here, and one arriving after it starts a new line.
 */
async function drainLine(context: BatchContext, streamId: string, line: Waiting[], done: () => void) {
  try {
    while (line.length > 0) {
      const decider = line[0]!.decider;
      // The cached state is used as it is: an append by another process since then fails on the
      // expected revision and is decided again, and refusals are checked on a fresh read (unless
      // no other process writes the store: the cached state is then the current one).
      let current: Current;
      try {
        current = await context.states.known(streamId, decider);
      } catch (error) {
        takeBatch(line, decider, context.maxBatch).forEach((w) => w.reject(error));
        continue;
      }
      // Taken after the read: whatever arrived meanwhile joins this batch.
      const batch = takeBatch(line, decider, context.maxBatch);
      const outcome = await runBatch(context, streamId, decider, batch, current).catch((error: unknown) =>
        batch.forEach((w) => w.reject(error)),
      );
      // The store refused the group's append: one at a time, so only a culprit fails.
      if (outcome === 'split') line.unshift(...batch.map((w) => ({ ...w, alone: true })));
    }
  } finally {
    done();
  }
}

/** The next commands of the line for the same decider (one alone after a failed group). */
function takeBatch(line: Waiting[], decider: AnyDecider, maxBatch: number) {
  let count = 1;
  if (!line[0]!.alone)
    while (count < line.length && count < maxBatch && line[count]!.decider === decider) count++;
  return line.splice(0, count);
}

async function runBatch(
  context: BatchContext,
  streamId: string,
  decider: AnyDecider,
  batch: Waiting[],
  first: Current,
): Promise<'split' | void> {
  let current = first;
  let fresh = first.fresh === true;
  const reread = async () => {
    current = await context.states.current(streamId, decider);
    fresh = true;
  };
  for (let attempt = 0; ; attempt++) {
    const decided = decideBatch(
      decider,
      current.state,
      batch.map((w) => w.command),
    );
    // Only an append is checked by the store. A refusal, or a command that found nothing to do,
    // must never come from a stale cache (another process may have freed the seat, or added the
    // hold a timer is about to release): those are decided again on a fresh read.
    if (!fresh && decided.outcomes.some((o) => !o.ok || o.events.length === 0)) {
      if (!(await rereadOrFail(reread, batch))) return;
      attempt--;
      continue;
    }
    const stored = await storeDecided(context, streamId, decider, batch, decided, current, attempt);
    if (stored === 'conflict') {
      // Jittered backoff, so processes that collided do not collide again in lockstep.
      await pause(Math.random() * 5 * 2 ** Math.min(attempt, 4));
      if (!(await rereadOrFail(reread, batch))) return;
      continue;
    }
    if (stored === 'split' || stored === 'failed') return stored === 'split' ? 'split' : undefined;
    decided.outcomes.forEach((o, i) => {
      if (!o.ok) return batch[i]!.reject(o.error);
      batch[i]!.resolve({
        events: o.events,
        position: o.events.length ? stored.position : null,
        state: o.state,
      });
    });
    return;
  }
}

/** Reads the stream again; on a failed read every command of the batch fails with it. */
async function rereadOrFail(reread: () => Promise<void>, batch: Waiting[]) {
  try {
    await reread();
    return true;
  } catch (readError) {
    batch.forEach((w) => w.reject(readError));
    return false;
  }
}

/**
 * Appends what the batch decided with the expected revision. A conflict with another process is
 * retried (bounded); a group the store refused is split; any other failure fails the commands.
 */
async function storeDecided(
  context: BatchContext,
  streamId: string,
  decider: AnyDecider,
  batch: Waiting[],
  decided: Decided,
  current: Current,
  attempt: number,
): Promise<{ position: string | null } | 'conflict' | 'split' | 'failed'> {
  const newEvents: NewEvent[] = decided.outcomes.flatMap((o, i) =>
    o.ok ? o.events.map((e) => toStoredEvent(e, batch[i]!.metadata, streamId)) : [],
  );
  if (newEvents.length === 0) return { position: null };
  try {
    const appended = await context.store.append(streamId, newEvents, current.revision);
    context.states.appended(streamId, decider, decided.state, appended.nextRevision);
    return { position: appended.position };
  } catch (error) {
    const conflict = error instanceof WrongExpectedRevisionError;
    if (conflict && attempt < context.maxRetries) {
      context.countConflict();
      return 'conflict';
    }
    const grouped = decided.outcomes.filter((o) => o.ok && o.events.length > 0).length > 1;
    if (!conflict && grouped) return 'split';
    const failure = conflict ? new DomainError('CONCURRENCY_CONFLICT', SERVER_MESSAGES.concurrency) : error;
    // Outcomes that depended on the unstored events are unknown: those commands fail too.
    decided.outcomes.forEach((o, i) =>
      !o.ok && !o.afterPending ? batch[i]!.reject(o.error) : batch[i]!.reject(failure),
    );
    return 'failed';
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

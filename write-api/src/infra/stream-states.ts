import { parseStoredEvent, type DomainEvent } from '@cinema/contracts';
import type { EventStore, ExpectedRevision, RecordedEvent } from '@cinema/event-store';
import type { Decider } from './decider.ts';

type Folding<S> = Pick<Decider<S, never>, 'initialState' | 'evolve'>;

export interface StreamState<S> {
  state: S;
  /** Revision of the last event folded in, or 'no_stream'. */
  revision: ExpectedRevision & (number | 'no_stream');
}

/** A stored event as the deciders see it; null for types this build does not know. */
export function toDomainEvent(recorded: RecordedEvent): DomainEvent | null {
  return parseStoredEvent(recorded);
}

export function fold<S>(decider: Folding<S>, state: S, events: readonly (DomainEvent | null)[]): S {
  let next = state;
  for (const event of events) if (event) next = decider.evolve(next, event);
  return next;
}

interface Entry {
  decider: Folding<unknown>;
  state: unknown;
  revision: number | 'no_stream';
}

/** A read of a stream in flight, and the one after it that calls arriving meanwhile share. */
interface Refresh {
  decider: Folding<unknown>;
  running: Promise<StreamState<unknown>>;
  next?: Promise<StreamState<unknown>>;
}

/** A cached state's weight: the events folded into it (a state grows with its stream, roughly). */
const weightOf = (revision: number | 'no_stream') => (revision === 'no_stream' ? 1 : revision + 1);

export interface StreamStateLimits {
  /** Streams kept at most. */
  maxStreams: number;
  /** Events folded into the kept states, together, at most: what bounds the memory. */
  maxEvents: number;
}

/**
 * The folded state of recently used streams, least recently used dropped first. Events never
 * change once stored, so a cached state stays a correct prefix: bringing it up to date reads only
 * the events after its revision. Relies on `evolve` returning new state (never mutating it).
 *
 * Bounded by the streams' count and by the events folded into them: a booking touches a small
 * stream per account and a large one per screening, and a count alone either wastes memory or,
 * when one round of bookings touches more streams than it allows, makes every access a miss (an
 * LRU under a cyclic load keeps nothing) and every miss a full read and fold of the stream.
 */
export function streamStates(store: EventStore, limits: StreamStateLimits) {
  const entries = new Map<string, Entry>();
  const refreshing = new Map<string, Refresh>();
  let events = 0;
  let fullReads = 0;

  function forget(streamId: string) {
    const known = entries.get(streamId);
    if (!known) return;
    entries.delete(streamId);
    events -= weightOf(known.revision);
  }

  function remember(streamId: string, entry: Entry) {
    const known = entries.get(streamId);
    // Two refreshes may finish out of order: keep the newer state.
    if (known && known.decider === entry.decider && newer(known.revision, entry.revision)) return;
    forget(streamId);
    entries.set(streamId, entry);
    events += weightOf(entry.revision);
    while (entries.size > limits.maxStreams || (events > limits.maxEvents && entries.size > 1))
      forget(entries.keys().next().value!);
  }

  /** The entry as a state, now the most recently used. */
  function touch(streamId: string, entry: Entry): StreamState<unknown> {
    entries.delete(streamId);
    entries.set(streamId, entry);
    return { state: entry.state, revision: entry.revision };
  }

  async function readAndFold<S>(streamId: string, decider: Folding<S>): Promise<StreamState<S>> {
    const cached = entries.get(streamId);
    const usable = cached && cached.decider === decider ? cached : undefined;
    const from = usable && usable.revision !== 'no_stream' ? usable.revision + 1 : 0;
    if (from === 0) fullReads++;
    const recorded = await store.readStream(streamId, from === 0 ? undefined : { fromRevision: from });
    const base = (usable?.state as S | undefined) ?? decider.initialState();
    const state = fold(decider, base, recorded.map(toDomainEvent));
    const revision = recorded.at(-1)?.revision ?? usable?.revision ?? 'no_stream';
    remember(streamId, { decider: decider as Folding<unknown>, state, revision });
    return { state, revision };
  }

  function refresh<S>(streamId: string, decider: Folding<S>): Promise<StreamState<S>> {
    const slot: Refresh = { decider: decider as Folding<unknown>, running: readAndFold(streamId, decider) };
    refreshing.set(streamId, slot);
    const settled = () => {
      if (refreshing.get(streamId) === slot) refreshing.delete(streamId);
    };
    slot.running.then(settled, settled);
    return slot.running as Promise<StreamState<S>>;
  }

  const states = {
    /**
     * The stream's current state: the cached one plus whatever was appended since, from a read that
     * started after this call. Calls that arrive while a read of the stream is in flight share the
     * one read after it: a rush on one screening reads and folds its new events once, not once per
     * caller (each fold copies the screening's state per event).
     */
    current<S>(streamId: string, decider: Folding<S>): Promise<StreamState<S>> {
      if (store.soleWriter) {
        const entry = entries.get(streamId);
        if (entry && entry.decider === decider)
          return Promise.resolve(touch(streamId, entry) as StreamState<S>);
      }
      const slot = refreshing.get(streamId);
      if (!slot || slot.decider !== decider) return refresh(streamId, decider);
      const after = () => refresh(streamId, decider);
      slot.next ??= slot.running.then(after, after);
      return slot.next as Promise<StreamState<S>>;
    },
    /**
     * The cached state without asking the store (null when not cached): another process may have
     * appended since, which the append's expected revision will catch.
     */
    cached<S>(streamId: string, decider: Folding<S>): StreamState<S> | null {
      const entry = entries.get(streamId);
      if (!entry || entry.decider !== decider) return null;
      return touch(streamId, entry) as StreamState<S>;
    },
    /**
     * The cached state as this process last knew it, without asking the store; read up to date
     * only when not cached. `fresh` says whether it is current: read now, or cached where no other
     * process appends to the store (otherwise another may have appended since, which the append's
     * expected revision will catch).
     */
    async known<S>(streamId: string, decider: Folding<S>): Promise<StreamState<S> & { fresh: boolean }> {
      const entry = states.cached(streamId, decider);
      return entry
        ? { ...entry, fresh: store.soleWriter === true }
        : { ...(await states.current(streamId, decider)), fresh: true };
    },
    /** Records the state after this process appended to the stream. */
    appended<S>(streamId: string, decider: Folding<S>, state: S, revision: number) {
      remember(streamId, { decider: decider as Folding<unknown>, state, revision });
    },
    get size() {
      return entries.size;
    },
    /** Reads that started from the stream's first event (a miss or an eviction). */
    get fullReads() {
      return fullReads;
    },
  };
  return states;
}

const newer = (a: number | 'no_stream', b: number | 'no_stream') =>
  a !== 'no_stream' && (b === 'no_stream' || a > b);

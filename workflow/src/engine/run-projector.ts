import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EventStore, RecordedEvent, Subscription } from '@cinema/event-store';
import { checkpointAnnouncer, quietDuringOutage } from '@cinema/server-kit';
import type { Kysely } from 'kysely';
import { comparePositions } from '@cinema/contracts';
import { advanceCheckpoint, applyBatch, CheckpointBehindError, type ProjectorLog } from './apply-batch.ts';
import { readCheckpoint } from '../checkpoints/checkpoint-store.ts';
import type { EngineDatabase } from '../db/engine-database.ts';
import { acquireLease, LeaseLostError, releaseLease, renewLease } from '../leases/lease-store.ts';
import { announceLeaseReleased, leaseSignals } from '../leases/lease-signals.ts';
import type { AnyProjection } from './projection.ts';
import { committedRelay, type CommittedListener } from '../relay/committed-relay.ts';

export interface ProjectorOptions {
  store: EventStore;
  db: Kysely<EngineDatabase>;
  projections: readonly AnyProjection[];
  name?: string;
  onError?: (error: unknown) => void;
  /** Called after each committed batch with its last position. */
  afterCommit?: (position: string) => void;
  /** How long a lease lasts without renewal (database clock); renewed every third. Default 15 s. */
  leaseTtlMs?: number;
  /** Identifies this instance in the lease row. Default host:pid:random. */
  owner?: string;
  log?: ProjectorLog;
  /**
   * Batches with no event the projections handle open no transaction: the checkpoint moves over
   * them at most every SKIP_FLUSH_MS (or with the next batch that has work). For reactors, which
   * handle a few event types out of many and would otherwise commit a checkpoint for every event
   * the system writes. Not for the read models, whose checkpoint is what read-your-writes waits on.
   */
  skipUnhandled?: boolean;
  /**
   * Least time between two batches once live (see SubscribeOptions): events committed meanwhile
   * are applied in one transaction. Default 0 (the read models: read-your-writes waits on them).
   */
  minBatchIntervalMs?: number;
}

/**
 * A reactor that skipped events saves where it is at most this often: under load each of the
 * reactors would otherwise commit a checkpoint five times a second for events it ignores (three
 * statements each, about a tenth of all statements during a spread of holds). After a crash it
 * re-reads at most this much of the log, and skips it again.
 */
const SKIP_FLUSH_MS = 1_000;

export interface RunningProjector extends Subscription {
  readonly owner: string;
  /** True while this instance holds the lease and applies events; false while it stands by. */
  isActive(): boolean;
  /** Committed events of each batch, after commit, at most once (see committed-relay.ts). */
  onCommitted(listener: CommittedListener): () => void;
}

/** What one projector instance is, shared by its lease loop and its applying runs. */
interface Instance {
  store: EventStore;
  db: Kysely<EngineDatabase>;
  projections: readonly AnyProjection[];
  name: string;
  owner: string;
  log: ProjectorLog;
  onError: (error: unknown) => void;
  relay: ReturnType<typeof committedRelay>;
  afterCommit?: (position: string) => void;
  skipUnhandled?: boolean;
  minBatchIntervalMs?: number;
}

/** One stretch of applying events while the lease is held. */
interface Applying {
  subscription: Subscription;
  /** Saves the checkpoint of skipped batches not saved yet (before standing down). */
  flushSkipped(): Promise<void>;
}

/**
 * Keeps the read models up to date while it holds the projector's lease; stands by otherwise and
 * takes over when the lease is released or expires. Every batch re-checks the lease inside its
 * transaction, so an instance that lost it (paused, partitioned, handed over to a rebuild) can
 * never commit, and the checkpoint only moves forward.
 */
export async function startProjector(options: ProjectorOptions): Promise<RunningProjector> {
  const instance = instanceOf(options);
  const { db, name, owner, log, onError } = instance;
  const ttlMs = options.leaseTtlMs ?? 15_000;
  let applying: Applying | undefined;
  let closed = false;
  let ticking: Promise<void> | undefined;

  const stopApplying = async () => {
    // The skipped batches' checkpoint is saved while this stretch is still the current one.
    await applying?.flushSkipped();
    const current = applying;
    applying = undefined;
    await current?.subscription.close();
  };
  const activate = async () => {
    const started: Applying = await startApplying(instance, {
      isCurrent: () => applying === started,
      stopped: () => {
        if (applying === started) applying = undefined;
        void runTick();
      },
    });
    applying = started;
  };
  const tick = async () => {
    if (closed) return;
    const outcome = await renewLease(db, name, owner, ttlMs);
    if (outcome === 'renewed') return void (applying || (await activate()));
    if (applying) {
      log.warn(`projector ${name} (${owner}): lease ${outcome}, standing by`);
      await stopApplying();
    }
    if (outcome === 'lost' && (await acquireLease(db, name, owner, ttlMs))) {
      if (closed) return void (await releaseLease(db, name, owner));
      await activate();
    }
  };
  const runTick = () =>
    (ticking ??= tick()
      .catch(onError)
      .finally(() => (ticking = undefined)));
  const onReleased = (projector: string) => projector === name && void runTick();

  leaseSignals.on('released', onReleased);
  const timer = setInterval(runTick, Math.max(50, ttlMs / 3)).unref();
  await runTick();

  return {
    owner,
    isActive: () => applying !== undefined,
    onCommitted: (listener) => instance.relay.subscribe(listener),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      leaseSignals.off('released', onReleased);
      await ticking;
      const wasActive = applying !== undefined;
      await stopApplying();
      if (!wasActive) return;
      await releaseLease(db, name, owner).catch(onError);
      announceLeaseReleased(name);
    },
  };
}

function instanceOf(options: ProjectorOptions): Instance {
  const name = options.name ?? 'main';
  // While the database is away the subscription and the lease ticks retry on their own: one line
  // per outage, not a stack trace per attempt.
  const onError = quietDuringOutage(`projector ${name}`, options.onError ?? console.error);
  return {
    store: options.store,
    db: options.db,
    projections: options.projections,
    name,
    owner: options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    log: options.log ?? console,
    onError,
    relay: committedRelay(onError),
    afterCommit: options.afterCommit,
    skipUnhandled: options.skipUnhandled,
    minBatchIntervalMs: options.minBatchIntervalMs,
  };
}

/**
 * Subscribes from the stored checkpoint and applies each batch in a transaction fenced by the
 * lease. Batches and the skipped-checkpoint flush run one at a time. A lost lease or a checkpoint
 * moved on elsewhere ends this stretch (`stopped`); any other failure is the subscription's to retry.
 */
async function startApplying(
  instance: Instance,
  hooks: { isCurrent: () => boolean; stopped: () => void },
): Promise<Applying> {
  const { store, db, name, owner, projections, log, onError } = instance;
  // What this instance knows is stored; events after it may have been skipped, never lost.
  let stored = await readCheckpoint(db, name);
  const handled = new Set<string>(projections.flatMap((p) => p.handles));
  const serial = serialQueue();
  let unsaved: string | null = null;
  let flushTimer: NodeJS.Timeout | undefined;

  const stop = (error: unknown) => {
    if (!(error instanceof LeaseLostError || error instanceof CheckpointBehindError)) throw error;
    log.warn(`projector ${name} (${owner}) stops applying: ${error.message}`);
    void own.close();
    hooks.stopped();
  };
  const flush = () =>
    serial(async () => {
      flushTimer = undefined;
      const position = unsaved;
      if (!position || !hooks.isCurrent()) return;
      await advanceCheckpoint({ db, name, owner }, position);
      unsaved = null;
      if (comparePositions(position, stored) > 0) stored = position;
    }).catch((error: unknown) => stopOrReport(stop, onError, error));
  const apply = async (batch: RecordedEvent[]) => {
    if (instance.skipUnhandled && !batch.some((e) => handled.has(e.type))) {
      unsaved = batch.at(-1)!.position;
      flushTimer ??= setTimeout(flush, SKIP_FLUSH_MS).unref();
      return;
    }
    try {
      const context = {
        db,
        name,
        projections,
        owner,
        expectFrom: stored,
        log,
        onCommitted: announce(instance),
      };
      stored = (await applyBatch(context, batch)).position ?? stored;
      if (unsaved && comparePositions(unsaved, stored) <= 0) unsaved = null;
    } catch (error) {
      stop(error);
    }
  };
  const own: Subscription = store.subscribeToAll({
    from: stored,
    batchSize: 500,
    minBatchIntervalMs: instance.minBatchIntervalMs,
    onError,
    handler: (batch) => serial(() => apply(batch)),
  });
  return {
    subscription: own,
    flushSkipped: async () => {
      clearTimeout(flushTimer);
      if (unsaved) await flush();
    },
  };
}

/** After a batch commits: the read-your-writes watchers, the caller's hook and the relay hear of it. */
const announce = (instance: Instance) => (committed: RecordedEvent[]) => {
  const last = committed.at(-1)!.position;
  checkpointAnnouncer.emit('advanced', last);
  instance.afterCommit?.(last);
  instance.relay.publish(committed);
};

function stopOrReport(stop: (error: unknown) => void, onError: (error: unknown) => void, error: unknown) {
  try {
    stop(error);
  } catch (other) {
    onError(other);
  }
}

/** Runs work one piece at a time, in the order it was handed in. */
function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };
}

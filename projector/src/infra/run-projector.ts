import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EventStore, RecordedEvent, Subscription } from '@cinema/event-store';
import { checkpointAnnouncer } from '@cinema/server-kit';
import type { Kysely } from 'kysely';
import { comparePositions } from '@cinema/contracts';
import { advanceCheckpoint, applyBatch, CheckpointBehindError, type ProjectorLog } from './apply-batch.ts';
import { readCheckpoint } from './checkpoints/checkpoint-store.ts';
import type { ReadDatabase } from './db/database.ts';
import {
  acquireLease,
  assertLeaseHeld,
  LeaseLostError,
  releaseLease,
  renewLease,
} from './leases/lease-store.ts';
import { announceLeaseReleased, leaseSignals } from './leases/lease-signals.ts';
import type { Projection } from './projection.ts';
import { committedRelay, type CommittedListener } from './relay/committed-relay.ts';

export interface ProjectorOptions {
  store: EventStore;
  db: Kysely<ReadDatabase>;
  projections: readonly Projection[];
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
}

const SKIP_FLUSH_MS = 200;

export interface RunningProjector extends Subscription {
  readonly owner: string;
  /** True while this instance holds the lease and applies events; false while it stands by. */
  isActive(): boolean;
  /** Committed events of each batch, after commit, at most once (see committed-relay.ts). */
  onCommitted(listener: CommittedListener): () => void;
}

/**
 * Keeps the read models up to date while it holds the projector's lease; stands by otherwise and
 * takes over when the lease is released or expires. Every batch re-checks the lease inside its
 * transaction, so an instance that lost it (paused, partitioned, handed over to a rebuild) can
 * never commit, and the checkpoint only moves forward.
 */
export async function startProjector(options: ProjectorOptions): Promise<RunningProjector> {
  const { store, db, projections, name = 'main', onError = console.error, afterCommit } = options;
  const log = options.log ?? console;
  const ttlMs = options.leaseTtlMs ?? 15_000;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const relay = committedRelay(onError);
  let subscription: Subscription | undefined;
  let closed = false;
  let ticking: Promise<void> | undefined;

  let flushSkipped = async () => undefined as void;
  const stopApplying = async () => {
    await flushSkipped();
    const current = subscription;
    subscription = undefined;
    await current?.close();
  };

  const activate = async () => {
    // What this instance knows is stored; events after it may have been skipped, never lost.
    let stored = await readCheckpoint(db, name);
    const handled = new Set<string>(projections.flatMap((p) => p.handles));
    const fence = (trx: Parameters<typeof assertLeaseHeld>[0]) => assertLeaseHeld(trx, name, owner);
    let unsaved: string | null = null;
    let flushTimer: NodeJS.Timeout | undefined;
    // The handler and the skipped-checkpoint flush run one at a time.
    let queue: Promise<unknown> = Promise.resolve();
    const serial = <T>(work: () => Promise<T>): Promise<T> => {
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    };
    const stop = (error: unknown) => {
      if (!(error instanceof LeaseLostError || error instanceof CheckpointBehindError)) throw error;
      log.warn(`projector ${name} (${owner}) stops applying: ${error.message}`);
      if (subscription === own) subscription = undefined;
      void own.close();
      runTick();
    };
    const flush = () =>
      serial(async () => {
        flushTimer = undefined;
        const position = unsaved;
        if (!position || subscription !== own) return;
        await advanceCheckpoint({ db, name, fence }, position);
        unsaved = null;
        if (comparePositions(position, stored) > 0) stored = position;
      }).catch((error: unknown) => {
        try {
          stop(error);
        } catch (other) {
          onError(other);
        }
      });
    const onCommitted = (committed: RecordedEvent[]) => {
      const last = committed.at(-1)!.position;
      checkpointAnnouncer.emit('advanced', last);
      afterCommit?.(last);
      relay.publish(committed);
    };
    const own: Subscription = store.subscribeToAll({
      from: stored,
      batchSize: 500,
      onError,
      handler: (batch) =>
        serial(async () => {
          if (options.skipUnhandled && !batch.some((e) => handled.has(e.type))) {
            unsaved = batch.at(-1)!.position;
            flushTimer ??= setTimeout(flush, SKIP_FLUSH_MS).unref();
            return;
          }
          try {
            const outcome = await applyBatch(
              { db, name, projections, fence, expectFrom: stored, log, onCommitted },
              batch,
            );
            stored = outcome.position ?? stored;
            if (unsaved && comparePositions(unsaved, stored) <= 0) unsaved = null;
          } catch (error) {
            stop(error);
          }
        }),
    });
    subscription = own;
    flushSkipped = async () => {
      clearTimeout(flushTimer);
      if (unsaved) await flush();
    };
  };
  const tick = async () => {
    if (closed) return;
    const outcome = await renewLease(db, name, owner, ttlMs);
    if (outcome === 'renewed') return void (subscription || (await activate()));
    if (subscription) {
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
    isActive: () => subscription !== undefined,
    onCommitted: (listener) => relay.subscribe(listener),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      leaseSignals.off('released', onReleased);
      await ticking;
      const wasActive = subscription !== undefined;
      await stopApplying();
      if (!wasActive) return;
      await releaseLease(db, name, owner).catch(onError);
      announceLeaseReleased(name);
    },
  };
}

import { comparePositions, parseStoredEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { sql, type Kysely, type Transaction } from 'kysely';
import { claimCheckpoint } from '../checkpoints/checkpoint-store.ts';
import { describeError, parkEvent } from '../dead-letters/dead-letter-store.ts';
import type { EngineDatabase } from '../db/engine-database.ts';
import { LeaseLostError } from '../leases/lease-store.ts';
import { isPoisonError } from './poison.ts';
import type { AnyProjection, ProjectedEvent } from './projection.ts';

export interface ProjectorLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface BatchContext {
  db: Kysely<EngineDatabase>;
  name: string;
  projections: readonly AnyProjection[];
  /**
   * The lease this reader must hold: checked (and its row locked) first in every transaction, which
   * is refused with LeaseLostError when another owner has it or a handover was asked for.
   */
  owner?: string;
  /** Where this reader's events start: a stored checkpoint behind it would mean a gap. */
  expectFrom?: string;
  log?: ProjectorLog;
  /**
   * Called after each transaction that committed events, with them. A batch applied event by event
   * commits in several; when a transient error stops it halfway, what committed before is still
   * handed on here (the retry skips it, so it would otherwise never be relayed).
   */
  onCommitted?: (events: RecordedEvent[]) => void;
  /** Commit without waiting for the disk (a rebuild: a batch lost in a crash is applied again). */
  relaxedCommit?: boolean;
}

export interface BatchOutcome {
  /** Last position of the batch (the subscription moves past it), null for an empty batch. */
  position: string | null;
  /** Events applied and committed by this call, in order (what the relay hands on). */
  committed: RecordedEvent[];
  parked: RecordedEvent[];
}

/** The stored checkpoint is behind where this reader started: it must re-read from there. */
export class CheckpointBehindError extends Error {
  constructor(readonly stored: string) {
    super(`The stored checkpoint ${stored} is behind this reader: re-reading from it`);
    this.name = 'CheckpointBehindError';
  }
}

/**
 * Applies a batch to every interested projection and moves the checkpoint, in one transaction.
 * When that fails for a reason retrying cannot fix, the batch is applied again event by event and
 * each event that still fails is parked in the dead-letter table, so one poison event never stops
 * the projector. Events at or before the stored checkpoint are skipped: applying twice is harmless.
 */
export async function applyBatch(ctx: BatchContext, batch: RecordedEvent[]): Promise<BatchOutcome> {
  const position = batch.at(-1)?.position ?? null;
  const outcome: BatchOutcome = { position, committed: [], parked: [] };
  if (!position) return outcome;
  try {
    outcome.committed = await inTransaction(ctx, batch, (trx, events) => applyEvents(ctx, trx, events));
    if (outcome.committed.length > 0) ctx.onCommitted?.(outcome.committed);
    return outcome;
  } catch (error) {
    if (!isPoisonError(error) || isControl(error)) throw error;
    (ctx.log ?? console).warn(
      `projector ${ctx.name}: batch up to ${position} failed (${describeError(error)}); retrying event by event`,
    );
  }
  for (const event of batch) {
    try {
      const committed = await inTransaction(ctx, [event], (trx, events) => applyEvents(ctx, trx, events));
      outcome.committed.push(...committed);
      if (committed.length > 0) ctx.onCommitted?.(committed);
    } catch (error) {
      if (!isPoisonError(error) || isControl(error)) throw error;
      const parked = await inTransaction(ctx, [event], (trx, [e]) => parkEvent(trx, ctx.name, e!, error));
      if (parked.length === 0) continue;
      outcome.parked.push(event);
      (ctx.log ?? console).error(
        `projector ${ctx.name}: parked ${event.type} at ${event.position} (stream ${event.streamId}@${event.revision}) ` +
          `in projector_dead_letters: ${describeError(error)}`,
      );
    }
  }
  return outcome;
}

/**
 * Moves the checkpoint over events none of the projections handle, fenced like a batch (only
 * forward: a batch committed meanwhile with a later position keeps its own).
 */
export async function advanceCheckpoint(ctx: Pick<BatchContext, 'db' | 'name' | 'owner'>, position: string) {
  await ctx.db.transaction().execute(async (trx) => {
    await claim(trx, ctx, position);
  });
}

/** Locks and checks the lease, and moves the checkpoint to `position`: what it was before. */
async function claim(
  trx: Transaction<EngineDatabase>,
  ctx: Pick<BatchContext, 'name' | 'owner'>,
  position: string,
) {
  const { stored, leaseHeld } = await claimCheckpoint(trx, ctx.name, ctx.owner ?? null, position);
  if (!leaseHeld) throw new LeaseLostError(ctx.name, ctx.owner!);
  return stored;
}

const isControl = (error: unknown) =>
  error instanceof LeaseLostError || error instanceof CheckpointBehindError;

/**
 * Runs `each` for the events after the stored checkpoint and moves it, all in one transaction. The
 * checkpoint is moved first, with the lease check and the read of where it was (one statement):
 * a refused or failed batch rolls the move back with the rest.
 */
async function inTransaction(
  ctx: BatchContext,
  events: RecordedEvent[],
  each: (trx: Transaction<EngineDatabase>, events: RecordedEvent[]) => Promise<void>,
): Promise<RecordedEvent[]> {
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.relaxedCommit) await sql`set local synchronous_commit = off`.execute(trx);
    const stored = await claim(trx, ctx, events.at(-1)!.position);
    if (ctx.expectFrom && comparePositions(stored, ctx.expectFrom) < 0)
      throw new CheckpointBehindError(stored);
    // In position order: when the first is past the checkpoint, all are (the usual case).
    const fresh =
      events.length > 0 && comparePositions(events[0]!.position, stored) > 0
        ? events
        : events.filter((e) => comparePositions(e.position, stored) > 0);
    if (fresh.length > 0) await each(trx, fresh);
    return fresh;
  });
}

/**
 * Hands each projection the events it handles, all at once when it can take them so (projections
 * never read each other's tables, so the order between projections does not matter).
 */
async function applyEvents(ctx: BatchContext, trx: Transaction<EngineDatabase>, recorded: RecordedEvent[]) {
  const events = recorded.map(projectedEvent).filter((e): e is ProjectedEvent => e !== null);
  for (const projection of ctx.projections) {
    const mine = events.filter((e) => projection.handles.includes(e.type));
    if (mine.length === 0) continue;
    if (projection.applyAll) await projection.applyAll(trx, mine);
    else for (const event of mine) await projection.apply(trx, event);
  }
}

/**
 * Each recorded event parsed (and upcast) once, however many appliers see it: the projector and
 * the reactors of a process are handed the same pages, a rebuild's lanes share every page, and the
 * relay hands on the events the projector committed. Throws for an event it cannot read (the
 * projector parks it); null for a type this version does not know.
 */
const parsed = new WeakMap<RecordedEvent, ProjectedEvent | null>();

export function projectedEvent(r: RecordedEvent): ProjectedEvent | null {
  let event = parsed.get(r);
  if (event !== undefined) return event;
  const domain = parseStoredEvent(r);
  // A type this version does not know: skip, never fail the whole log.
  event = domain && {
    ...domain,
    streamId: r.streamId,
    revision: r.revision,
    position: r.position,
    recordedAt: r.recordedAt,
  };
  parsed.set(r, event);
  return event;
}

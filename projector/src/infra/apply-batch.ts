import { comparePositions, parseStoredEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import type { Kysely, Transaction } from 'kysely';
import { readCheckpoint, saveCheckpoint } from './checkpoints/checkpoint-store.ts';
import { describeError, parkEvent } from './dead-letters/dead-letter-store.ts';
import type { ReadDatabase } from './db/database.ts';
import { LeaseLostError } from './leases/lease-store.ts';
import { isPoisonError } from './poison.ts';
import type { ProjectedEvent, Projection } from './projection.ts';

export interface ProjectorLog {
  warn(message: string): void;
  error(message: string): void;
}

export interface BatchContext {
  db: Kysely<ReadDatabase>;
  name: string;
  projections: readonly Projection[];
  /** Runs first in every transaction and throws to refuse it (the lease check). */
  fence?: (trx: Transaction<ReadDatabase>) => Promise<void>;
  /** Where this reader's events start: a stored checkpoint behind it would mean a gap. */
  expectFrom?: string;
  log?: ProjectorLog;
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
    outcome.committed = await inTransaction(ctx, batch, (trx, event) => applyEvent(ctx, trx, event));
    return outcome;
  } catch (error) {
    if (!isPoisonError(error) || isControl(error)) throw error;
    (ctx.log ?? console).warn(
      `projector ${ctx.name}: batch up to ${position} failed (${describeError(error)}); retrying event by event`,
    );
  }
  for (const event of batch) {
    try {
      outcome.committed.push(...(await inTransaction(ctx, [event], (trx, e) => applyEvent(ctx, trx, e))));
    } catch (error) {
      if (!isPoisonError(error) || isControl(error)) throw error;
      const parked = await inTransaction(ctx, [event], (trx, e) => parkEvent(trx, ctx.name, e, error));
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

const isControl = (error: unknown) =>
  error instanceof LeaseLostError || error instanceof CheckpointBehindError;

/** Runs `each` for the events after the stored checkpoint and moves it, all in one transaction. */
async function inTransaction(
  ctx: BatchContext,
  events: RecordedEvent[],
  each: (trx: Transaction<ReadDatabase>, event: RecordedEvent) => Promise<void>,
): Promise<RecordedEvent[]> {
  return ctx.db.transaction().execute(async (trx) => {
    await ctx.fence?.(trx);
    const stored = await readCheckpoint(trx, ctx.name);
    if (ctx.expectFrom && comparePositions(stored, ctx.expectFrom) < 0)
      throw new CheckpointBehindError(stored);
    const fresh = events.filter((e) => comparePositions(e.position, stored) > 0);
    for (const event of fresh) await each(trx, event);
    if (fresh.length > 0) await saveCheckpoint(trx, ctx.name, fresh.at(-1)!.position);
    return fresh;
  });
}

async function applyEvent(ctx: BatchContext, trx: Transaction<ReadDatabase>, recorded: RecordedEvent) {
  const event = parseStoredEvent(recorded);
  if (!event) return; // a type this version does not know: skip, never fail the whole log
  const projected: ProjectedEvent = {
    ...event,
    streamId: recorded.streamId,
    revision: recorded.revision,
    position: recorded.position,
    recordedAt: recorded.recordedAt,
  };
  for (const projection of ctx.projections) {
    if (projection.handles.includes(event.type)) await projection.apply(trx, projected);
  }
}

import { randomBytes } from 'node:crypto';
import { comparePositions, type Position } from '@cinema/contracts';
import type { EventStore, RecordedEvent } from '@cinema/event-store';
import { createKysely } from '@cinema/server-kit';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { applyBatch, type ProjectorLog, readCheckpoint } from '@cinema/workflow';
import type { ReadDatabase } from '../infra/db/database.ts';
import { migrateReadModels } from '../infra/db/migrate.ts';
import type { Projection } from '../infra/projection.ts';

/** The projector whose checkpoint the read models carry (as the live projector and rebuild use). */
export const PROJECTOR = 'main';
const BATCH = 1000;

/** A scratch schema next to the live one, named so a leftover is easy to recognise and drop. */
export const scratchSchemaFor = (readSchema: string, purpose: string) =>
  `${readSchema}_${purpose}_${randomBytes(4).toString('hex')}`.slice(0, 63);

export interface ReplayOptions {
  store: EventStore;
  pool: pg.Pool;
  root: Kysely<unknown>;
  /** Created (after dropping any leftover of that name) and migrated to the latest read-model tables. */
  schema: string;
  projections: readonly Projection[];
  /** Replay events up to and including this position, then stop. */
  upTo?: Position;
  /** Replay only the events recorded at or before this moment. */
  recordedUpTo?: Date;
  log?: ProjectorLog;
  /** Called after each applied batch with the events replayed so far. */
  progress?: (events: number) => void;
  /** Sees every event the replay hands to the projections, in order. */
  observe?: (batch: readonly RecordedEvent[]) => void;
}

export interface ReplayOutcome {
  /** The checkpoint the replayed read models carry. */
  position: Position;
  /** Events handed to the projections (each applied, parked, or ignored as no read model's). */
  events: number;
  parked: RecordedEvent[];
}

/** Fresh read models in `schema`, the same tables the live projector keeps. */
export async function createScratchSchema(root: Kysely<unknown>, schema: string): Promise<void> {
  await dropSchema(root, schema);
  await migrateReadModels(root, schema);
}

export const dropSchema = (root: Kysely<unknown>, schema: string) =>
  sql`drop schema if exists ${sql.id(schema)} cascade`.execute(root).then(() => undefined);

/**
 * Replays the event history through `projections` into fresh tables in `schema`, with the
 * projector's own batch code (same transactions, checkpoint, idempotence guards and dead letters),
 * so the result is what the live projector would hold had it seen exactly these events.
 */
export async function replayInto(options: ReplayOptions): Promise<ReplayOutcome> {
  await createScratchSchema(options.root, options.schema);
  return catchUpScratch(options);
}

/** Applies further events to an existing scratch schema, from its checkpoint on. */
export async function catchUpScratch(options: ReplayOptions): Promise<ReplayOutcome> {
  const { store, pool, schema, projections, upTo, recordedUpTo } = options;
  const db = createKysely<ReadDatabase>(pool, schema);
  const outcome: ReplayOutcome = { position: await readCheckpoint(db, PROJECTOR), events: 0, parked: [] };
  let cursor = outcome.position;
  for (;;) {
    const read = await store.readAll(cursor, BATCH);
    if (read.length === 0) break;
    cursor = read.at(-1)!.position;
    const beyond = upTo ? read.findIndex((e) => comparePositions(e.position, upTo) > 0) : -1;
    let batch = beyond >= 0 ? read.slice(0, beyond) : read;
    // Recorded time is when the writing transaction began: not strictly in position order, so
    // the whole log is filtered rather than cut at the first later event.
    if (recordedUpTo) batch = batch.filter((e) => e.recordedAt.getTime() <= recordedUpTo.getTime());
    if (batch.length > 0) {
      options.observe?.(batch);
      const applied = await applyBatch({ db, name: PROJECTOR, projections, log: options.log }, batch);
      outcome.events += batch.length;
      outcome.parked.push(...applied.parked);
      outcome.position = applied.position!;
      options.progress?.(outcome.events);
    }
    if (beyond >= 0 || read.length < BATCH) break;
  }
  return outcome;
}

import {
  comparePositions,
  formatPosition,
  parsePosition,
  parseStoredEvent,
  type Position,
} from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { sql, type Kysely, type Transaction } from 'kysely';
import { readCheckpoint, saveCheckpoint } from '@cinema/workflow';
import type { ReadDatabase } from '../infra/db/database.ts';
import type { Projection } from '../infra/projection.ts';
import type { AuditTarget } from './audit-target.ts';
import { PROJECTOR } from './replay.ts';

/*
 * The live projector keeps applying events while the audit runs, so the live tables must be
 * compared at the very checkpoint the replay reached. The comparison runs in one REPEATABLE READ
 * transaction: it reads the live checkpoint and tables from one snapshot (the projector commits
 * rows and checkpoint together), and brings the scratch tables up to that checkpoint inside the
 * same transaction (the replay's own later commits would not be visible in the snapshot). Events
 * are read on the transaction's own connection: PGlite serialises transactions across connections.
 */

export interface AtCheckpoint<T> {
  position: Position;
  /** Events applied inside the snapshot to reach the live checkpoint. */
  gap: number;
  result: T;
}

export class LiveBehindReplayError extends Error {
  constructor(live: Position, replayed: Position) {
    super(
      `The live read models went back (checkpoint ${live}, the replay reached ${replayed}): ` +
        'a rebuild swapped them during the audit. Run the audit again.',
    );
    this.name = 'LiveBehindReplayError';
  }
}

export async function atLiveCheckpoint<T>(
  target: AuditTarget,
  scratch: string,
  projections: readonly Projection[],
  compare: (trx: Kysely<unknown>) => Promise<T>,
): Promise<AtCheckpoint<T>> {
  return target.root
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const read = trx as unknown as Transaction<ReadDatabase>;
      const [live, replayed] = [read.withSchema(target.readSchema), read.withSchema(scratch)];
      const position = await readCheckpoint(live, PROJECTOR);
      const reached = await readCheckpoint(replayed, PROJECTOR);
      if (comparePositions(position, reached) < 0) throw new LiveBehindReplayError(position, reached);
      let gap = 0;
      if (comparePositions(position, reached) > 0) {
        const events = await eventsBetween(target, trx, reached, position);
        await applyInSnapshot(trx, replayed, projections, events);
        await saveCheckpoint(replayed, PROJECTOR, position);
        gap = events.length;
      }
      return { position, gap, result: await compare(trx) };
    });
}

/** Events after `from` up to and including `to`, in log order. */
async function eventsBetween(
  target: AuditTarget,
  trx: Kysely<unknown>,
  from: Position,
  to: Position,
): Promise<RecordedEvent[]> {
  if (!target.eventsTable) {
    // EventStoreDB is another server: reading it cannot wait on this transaction.
    const events: RecordedEvent[] = [];
    for (let cursor = from; ;) {
      const batch = await target.store.readAll(cursor, 1000);
      for (const e of batch) if (comparePositions(e.position, to) <= 0) events.push(e);
      if (batch.length < 1000 || comparePositions(batch.at(-1)!.position, to) >= 0) return events;
      cursor = batch.at(-1)!.position;
    }
  }
  const [a, b] = [parsePosition(from), parsePosition(to)];
  // Every event up to a position the live projector has passed is committed and visible here.
  const { rows } = await sql<{
    tx: string;
    pos: string;
    stream_id: string;
    stream_revision: number;
    type: string;
    data: unknown;
    metadata: Record<string, unknown> | null;
    recorded_at: Date | string;
  }>`select tx_id::text as tx, global_position::text as pos, stream_id, stream_revision, type, data,
      metadata, recorded_at
    from ${sql.raw(target.eventsTable)}
    where (tx_id, global_position) > (${a.major.toString()}::xid8, ${a.minor.toString()}::bigint)
      and (tx_id, global_position) <= (${b.major.toString()}::xid8, ${b.minor.toString()}::bigint)
    order by tx_id, global_position`.execute(trx);
  return rows.map((row) => ({
    streamId: row.stream_id,
    revision: Number(row.stream_revision),
    type: row.type,
    data: row.data,
    metadata: row.metadata ?? {},
    position: formatPosition(row.tx, row.pos),
    recordedAt: new Date(row.recorded_at),
  }));
}

/**
 * What apply-batch.ts does per event, inside the snapshot's transaction (which cannot open
 * another): an event that fails is rolled back to its savepoint and left out, as the projector
 * parks it.
 */
async function applyInSnapshot(
  trx: Kysely<unknown>,
  replayed: Transaction<ReadDatabase>,
  projections: readonly Projection[],
  events: RecordedEvent[],
) {
  for (const recorded of events) {
    await sql`savepoint audit_event`.execute(trx);
    try {
      const event = parseStoredEvent(recorded);
      if (event) {
        const projected = {
          ...event,
          streamId: recorded.streamId,
          revision: recorded.revision,
          position: recorded.position,
          recordedAt: recorded.recordedAt,
        };
        for (const projection of projections)
          if (projection.handles.includes(event.type)) await projection.apply(replayed, projected);
      }
      await sql`release savepoint audit_event`.execute(trx);
    } catch {
      await sql`rollback to savepoint audit_event`.execute(trx);
    }
  }
}

import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';
import { countParked } from '../dead-letters/dead-letter-store.ts';
import { readCheckpoint } from '../checkpoints/checkpoint-store.ts';
import type { EngineDatabase } from '../db/engine-database.ts';

const BEHIND_CAP = 1000;

export interface ProjectorHealth {
  projector: string;
  /** Last applied position ("0:0" before the first event). */
  checkpoint: string;
  checkpointUpdatedAt: Date | null;
  /** Events in the store after the checkpoint, counted up to 1000 (null without a store). */
  eventsBehind: number | null;
  /** Events parked in projector_dead_letters: each one is missing from the read models. */
  parked: number;
  lease: { owner: string | null; expiresAt: Date; handoverTo: string | null } | null;
}

/** What /healthz or /readyz needs to tell about a projector: lag, parked events, who runs it. */
export async function projectorHealth(
  db: Kysely<EngineDatabase>,
  { name = 'main', store }: { name?: string; store?: EventStore } = {},
): Promise<ProjectorHealth> {
  const [checkpoint, updated, parked, lease] = await Promise.all([
    readCheckpoint(db, name),
    db
      .selectFrom('projector_checkpoints')
      .select('updated_at')
      .where('projector', '=', name)
      .executeTakeFirst(),
    countParked(db, name),
    db
      .selectFrom('projector_leases')
      .select(['owner', 'expires_at', 'handover_to'])
      .where('projector', '=', name)
      .executeTakeFirst(),
  ]);
  const eventsBehind = store ? (await store.readAll(checkpoint, BEHIND_CAP)).length : null;
  return {
    projector: name,
    checkpoint,
    checkpointUpdatedAt: updated?.updated_at ?? null,
    eventsBehind,
    parked,
    lease: lease ? { owner: lease.owner, expiresAt: lease.expires_at, handoverTo: lease.handover_to } : null,
  };
}

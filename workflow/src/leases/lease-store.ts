import { sql, type Kysely } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';
import { heldInThisProcess, ownerIsGone } from './owner-alive.ts';

/**
 * One lease row per projector, changed only by compare-and-set statements on the database clock.
 * Works on PGlite too, where every connection shares one session and advisory locks exclude nothing.
 */
const expiry = (ttlMs: number) => sql<Date>`now() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;

/**
 * Takes the lease when it is free, expired or already ours, or when its owner is known to be gone
 * (a crashed process on this host: a restart need not wait out its lease). True when we hold it.
 */
export async function acquireLease(
  db: Kysely<EngineDatabase>,
  projector: string,
  owner: string,
  ttlMs: number,
) {
  const held =
    (await takeFreeLease(db, projector, owner, ttlMs)) || (await takeFromGone(db, projector, owner, ttlMs));
  if (held) heldInThisProcess.add(owner);
  return held;
}

async function takeFreeLease(db: Kysely<EngineDatabase>, projector: string, owner: string, ttlMs: number) {
  const row = await db
    .insertInto('projector_leases')
    .values({ projector, owner, expires_at: expiry(ttlMs), handover_to: null })
    .onConflict((oc) =>
      oc
        .column('projector')
        .doUpdateSet({ owner, expires_at: expiry(ttlMs), handover_to: null })
        .where((eb) =>
          eb.or([
            eb('projector_leases.owner', 'is', null),
            eb('projector_leases.owner', '=', owner),
            eb('projector_leases.expires_at', '<', sql<Date>`now()`),
          ]),
        ),
    )
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

/** Compare-and-set from an owner known to be gone, so two takers cannot both win. */
async function takeFromGone(db: Kysely<EngineDatabase>, projector: string, owner: string, ttlMs: number) {
  const current = await db
    .selectFrom('projector_leases')
    .select('owner')
    .where('projector', '=', projector)
    .executeTakeFirst();
  const gone = current?.owner;
  if (!gone || gone === owner || !ownerIsGone(gone)) return false;
  const row = await db
    .updateTable('projector_leases')
    .set({ owner, expires_at: expiry(ttlMs), handover_to: null })
    .where('projector', '=', projector)
    .where('owner', '=', gone)
    .returning('owner')
    .executeTakeFirst();
  return row?.owner === owner;
}

export type RenewOutcome = 'renewed' | 'lost' | 'handed-over';

/** Extends our lease; hands it over instead when a rebuild asked for it. */
export async function renewLease(
  db: Kysely<EngineDatabase>,
  projector: string,
  owner: string,
  ttlMs: number,
): Promise<RenewOutcome> {
  const handed = await db
    .updateTable('projector_leases')
    .set((eb) => ({ owner: eb.ref('handover_to'), handover_to: null, expires_at: expiry(ttlMs) }))
    .where('projector', '=', projector)
    .where('owner', '=', owner)
    .where('handover_to', 'is not', null)
    .returning('owner')
    .executeTakeFirst();
  if (handed) return 'handed-over';
  const renewed = await db
    .updateTable('projector_leases')
    .set({ expires_at: expiry(ttlMs) })
    .where('projector', '=', projector)
    .where('owner', '=', owner)
    .returning('owner')
    .executeTakeFirst();
  return renewed ? 'renewed' : 'lost';
}

/** Gives the lease up at once (clean shutdown, end of a rebuild), if it is still ours. */
export async function releaseLease(db: Kysely<EngineDatabase>, projector: string, owner: string) {
  heldInThisProcess.delete(owner);
  await db
    .updateTable('projector_leases')
    .set({ owner: null, handover_to: null, expires_at: sql<Date>`now()` })
    .where('projector', '=', projector)
    .where('owner', '=', owner)
    .execute();
}

/** Asks the current live owner to hand over to `requester` at its next renewal or batch. */
export async function requestHandover(db: Kysely<EngineDatabase>, projector: string, requester: string) {
  await db
    .updateTable('projector_leases')
    .set({ handover_to: requester })
    .where('projector', '=', projector)
    .where('owner', 'is not', null)
    .where('owner', '<>', requester)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

export class LeaseLostError extends Error {
  constructor(
    readonly projector: string,
    readonly owner: string,
  ) {
    super(`Projector ${projector}: ${owner} no longer holds the lease; the batch was not applied`);
    this.name = 'LeaseLostError';
  }
}

/**
 * Fencing inside a batch's transaction: locks the lease row and refuses the batch unless we own it
 * and nobody asked for a handover. On PostgreSQL the row lock also makes a taker wait for the batch.
 */
export async function assertLeaseHeld(trx: Kysely<EngineDatabase>, projector: string, owner: string) {
  const row = await trx
    .selectFrom('projector_leases')
    .select(['owner', 'handover_to'])
    .where('projector', '=', projector)
    .forUpdate()
    .executeTakeFirst();
  if (row?.owner !== owner || row.handover_to !== null) throw new LeaseLostError(projector, owner);
}

import type { Kysely } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';
import { renewLease } from './lease-store.ts';

/** Renews a held lease every third of its length until stopped; `lost()` tells if it slipped away. */
export function keepLease(db: Kysely<EngineDatabase>, projector: string, owner: string, ttlMs: number) {
  let lost = false;
  const timer = setInterval(
    () =>
      void renewLease(db, projector, owner, ttlMs).then(
        (outcome) => (lost ||= outcome !== 'renewed'),
        () => undefined,
      ),
    Math.max(50, ttlMs / 3),
  ).unref();
  return { lost: () => lost, stop: () => clearInterval(timer) };
}

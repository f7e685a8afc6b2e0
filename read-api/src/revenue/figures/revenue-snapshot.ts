import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely, Transaction } from 'kysely';
import {
  checkpointRow,
  cinemaFigures,
  cityRows,
  dailyFigures,
  type CinemaFigures,
  type CityRow,
  type RevenueScope,
} from './revenue-queries.ts';
import { dailySeries } from './revenue-views.ts';

export interface RevenueSnapshot {
  cinemas: CinemaFigures[];
  /** Every city (scope without an admin) or the cities of the scope's cinemas (an admin's). */
  cities: CityRow[];
  series: ReturnType<typeof dailySeries>;
  freshness: { position: string; lastEventAt: string | null; readAt: string };
}

/**
 * Everything one revenue answer shows, read in one snapshot (repeatable read), so the totals, the
 * daily series and the checkpoint the freshness names all describe the same moment.
 */
export async function readSnapshot<T>(
  db: Kysely<ReadDatabase>,
  read: (trx: Transaction<ReadDatabase>) => Promise<T>,
): Promise<T> {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}

export async function revenueSnapshot(
  trx: Transaction<ReadDatabase>,
  scope: RevenueScope,
  now: Date,
): Promise<RevenueSnapshot> {
  const checkpoint = await checkpointRow(trx);
  const cinemas = await cinemaFigures(trx, scope);
  const cities = await cityRows(
    trx,
    scope.adminId === undefined ? undefined : [...new Set(cinemas.map((c) => c.cityId))],
  );
  const series = dailySeries(await dailyFigures(trx, scope), now, scope);
  return {
    cinemas,
    cities,
    series,
    freshness: {
      position: checkpoint.position,
      lastEventAt: checkpoint.appliedAt?.toISOString() ?? null,
      readAt: now.toISOString(),
    },
  };
}

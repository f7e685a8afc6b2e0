import { showStartsAt, TIMINGS, type Timing } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import { sql, type Kysely } from 'kysely';

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;

/**
 * The first date (India) each movie has a live screening still to begin, by movie id (`movieId`:
 * that movie only). A movie missing from the map has none: a viewer cannot book it yet. One row per
 * movie (today's timings, and its first later date), not one per screening.
 */
export async function nextShowDates(
  db: Kysely<ReadDatabase>,
  { today, now, movieId }: { today: string; now: Date; movieId?: string },
): Promise<Map<string, string>> {
  let query = db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .select([
      'sc.movie_id',
      sql<string[] | null>`array_agg(distinct sh.timing) filter (where sc.screening_date = ${today})`.as(
        'today_timings',
      ),
      sql<string | null>`min(sc.screening_date) filter (where sc.screening_date > ${today})`.as('later'),
    ])
    .where('sc.screening_date', '>=', today)
    .groupBy('sc.movie_id');
  if (movieId !== undefined) query = query.where('sc.movie_id', '=', movieId);
  const dates = new Map<string, string>();
  for (const row of await query.execute()) {
    const startsLaterToday = (row.today_timings ?? []).some(
      (timing) => showStartsAt(today, startHour(timing as Timing)) > now,
    );
    const date = startsLaterToday ? today : row.later;
    if (date) dates.set(row.movie_id, date);
  }
  return dates;
}

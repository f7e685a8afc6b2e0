import {
  paiseToRupees,
  seatIdFor,
  seatsOf,
  showStartsAt,
  TIMINGS,
  type Screening,
  type Seat,
  type SeatLayout,
  type Timing,
} from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { readCheckpoint } from '../../infra/projection-status.ts';
import { seatStatuses, type SeatStatus } from './seat-statuses.ts';

export interface ScreeningQuery {
  movieId: string;
  cinemaId: string;
  timing?: Timing;
  /** A date of the show; absent: the next one that has not started. */
  date?: string;
  /** Today in India: earlier dates are over. */
  today: string;
  /** Holds that ran out by then count as free, even before their release is projected. */
  now: Date;
}

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;

export interface ScreeningSeats {
  seats: Seat[];
  screening: Screening;
  /** The projector checkpoint the seats were read at. */
  seatsAsOf: string;
}

/**
 * One screening of a movie at a cinema (the one on `date`, else the next), with its seat list
 * computed from the layout frozen when the show went live and each seat's state. The checkpoint
 * and the seats are read in one snapshot, so a seat push after `seatsAsOf` is news to this map.
 * Null when there is no screening to come.
 */
export function findScreeningSeats(db: Kysely<ReadDatabase>, query: ScreeningQuery) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<ScreeningSeats | null> => {
      const seatsAsOf = await readCheckpoint(trx);
      const found = await findScreening(trx, query);
      if (!found) return null;
      const statuses = await seatStatuses(trx, found.screening.screeningId, query.now);
      return { screening: found.screening, seats: seatList(found, statuses), seatsAsOf };
    });
}

type FoundScreening = {
  screening: Screening;
  screenId: string;
  layout: SeatLayout;
};

async function findScreening(
  db: Kysely<ReadDatabase>,
  query: ScreeningQuery,
): Promise<FoundScreening | null> {
  let select = db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sc.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sc.movie_id')
    .select([
      'sc.screening_id',
      'sc.screening_date',
      'sc.show_id',
      'sc.timing',
      'sc.screen_id',
      'sc.seat_layout',
      'sc.cancelled_at',
      'sc.cancel_reason',
      'sh.movie_name',
      'm.movie_name as current_movie_name',
      'c.cinema_name',
      'c.city_name',
      's.name as screen_name',
      's.screen_position',
    ])
    .where('sc.movie_id', '=', query.movieId)
    .where('sc.cinema_id', '=', query.cinemaId)
    .where('sc.screening_date', '>=', query.today);
  if (query.timing) select = select.where('sc.timing', '=', query.timing);
  const rows = (await select.execute()).sort(
    (a, b) =>
      a.screening_date.localeCompare(b.screening_date) ||
      startHour(a.timing) - startHour(b.timing) ||
      a.screen_position - b.screen_position,
  );
  // Without a date: the next screening that has not started (today's may be running already)
  // and was not cancelled; a cancelled date asked for by name says so.
  const chosen = query.date
    ? rows.find((r) => r.screening_date === query.date)
    : rows.find((r) => !r.cancelled_at && showStartsAt(r.screening_date, startHour(r.timing)) > query.now);
  if (!chosen) return null;
  return {
    screenId: chosen.screen_id,
    layout: chosen.seat_layout,
    screening: {
      screeningId: chosen.screening_id,
      showId: chosen.show_id,
      date: chosen.screening_date,
      timing: chosen.timing,
      startsAt: showStartsAt(chosen.screening_date, startHour(chosen.timing)).toISOString(),
      movieId: query.movieId,
      movieName: chosen.current_movie_name ?? chosen.movie_name,
      cinemaId: query.cinemaId,
      cinemaName: chosen.cinema_name,
      cityName: chosen.city_name,
      screenName: chosen.screen_name,
      dates: rows
        .filter((r) => r.show_id === chosen.show_id && (!r.cancelled_at || r === chosen))
        .map((r) => r.screening_date),
      ...(chosen.cancelled_at
        ? {
            cancelled: { reason: chosen.cancel_reason ?? '', cancelledAt: chosen.cancelled_at.toISOString() },
          }
        : {}),
    },
  };
}

/** Every seat of the screening, VIP first, in its current state. */
export function seatList(
  {
    screening,
    screenId,
    layout,
  }: Pick<FoundScreening, 'screenId' | 'layout'> & {
    screening: Pick<Screening, 'screeningId'>;
  },
  statuses: ReadonlyMap<string, SeatStatus>,
): Seat[] {
  return seatsOf(layout).map(({ seatNumber, seatType, pricePaise }) => ({
    _id: seatIdFor(screening.screeningId, seatNumber),
    status: statuses.get(seatNumber) ?? 'Available',
    seatId: {
      _id: `${screenId}.${seatNumber}`,
      seatType,
      seatPrice: paiseToRupees(pricePaise),
      seatPricePaise: pricePaise,
      seatNumber,
    },
  }));
}

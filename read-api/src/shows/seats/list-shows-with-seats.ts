import { imageView, showStartsAt, TIMINGS, type ShowWithSeats, type Timing } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { readCheckpoint } from '../../infra/projection-status.ts';
import { seatList } from './get-movie-cinema.ts';
import { seatStatuses } from './seat-statuses.ts';

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;

export interface ShowsWithSeatsQuery {
  movieId: string;
  cinemaId: string;
  /** Today in India: earlier dates are over. */
  today: string;
  /** Screenings that have begun by then are left out; holds that ran out by then count as free. */
  now: Date;
  /** Image URLs are absolute under it (PUBLIC_URL). */
  publicUrl?: string;
}

/**
 * The original API's seat page (`getShowCinema` with `{movieId, cinemaId}`): the cinema's live
 * shows of the movie, each with the seat map of its next screening that has not begun. That client
 * has no notion of a date and keeps the show whose timing is its page's, so each show comes with
 * one screening, the soonest first. The checkpoint and every seat map are read in one snapshot.
 */
export function listShowsWithSeats(db: Kysely<ReadDatabase>, query: ShowsWithSeatsQuery) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx): Promise<ShowWithSeats[]> => {
      const seatsAsOf = await readCheckpoint(trx);
      const rows = await trx
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
          'sh.show_end',
          'sh.movie_name',
          'm.movie_name as current_movie_name',
          'm.thumbnail',
          'c.cinema_name',
          'c.pincode',
          'c.city_id',
          'c.city_name',
          's.name as screen_name',
          's.screen_position',
        ])
        .where('sc.movie_id', '=', query.movieId)
        .where('sc.cinema_id', '=', query.cinemaId)
        .where('sc.screening_date', '>=', query.today)
        .where('sc.cancelled_at', 'is', null)
        .execute();
      const next = new Map<string, { row: (typeof rows)[number]; startsAt: Date }>();
      for (const row of rows) {
        const startsAt = showStartsAt(row.screening_date, startHour(row.timing));
        if (startsAt <= query.now) continue;
        const seen = next.get(row.show_id);
        if (!seen || startsAt < seen.startsAt) next.set(row.show_id, { row, startsAt });
      }
      const chosen = [...next.values()].sort(
        (a, b) =>
          a.startsAt.getTime() - b.startsAt.getTime() ||
          a.row.screen_position - b.row.screen_position ||
          a.row.show_id.localeCompare(b.row.show_id),
      );
      const shows: ShowWithSeats[] = [];
      for (const { row: r, startsAt } of chosen) {
        const statuses = await seatStatuses(trx, r.screening_id, query.now);
        shows.push({
          _id: r.show_id,
          showId: r.show_id,
          screeningId: r.screening_id,
          movieId: {
            _id: query.movieId,
            movieName: r.current_movie_name ?? r.movie_name,
            thumbnail: r.thumbnail ? imageView(r.thumbnail, query.publicUrl).src : '',
          },
          cinemaId: {
            _id: query.cinemaId,
            cinemaName: r.cinema_name,
            pincode: r.pincode,
            cityId: { _id: r.city_id, cityName: r.city_name },
          },
          screens: [r.screen_id],
          screenId: r.screen_id,
          screenName: r.screen_name,
          timing: r.timing,
          showStart: r.screening_date,
          showEnd: r.show_end,
          startsAt: startsAt.toISOString(),
          showSeats: seatList(
            { screening: { screeningId: r.screening_id }, screenId: r.screen_id, layout: r.seat_layout },
            statuses,
          ),
          seatsAsOf,
        });
      }
      return shows;
    });
}

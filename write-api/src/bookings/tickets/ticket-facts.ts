import { seatPlaces, type SeatPlace, type Timing } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { loadCinema } from '../../catalog/cinemas/commands.ts';
import { loadMovie } from '../../catalog/movies/commands.ts';
import { loadScreeningInfo } from '../../shows/seats/screening-facts.ts';

/** What a ticket says besides its seats: movie, cinema, screen, date and timing, and whose door it is. */
export interface TicketFacts {
  screeningId: string;
  cinemaId: string;
  /** The admin who runs the cinema. */
  adminId: string;
  movieName: string;
  cinemaName: string;
  cityName: string;
  screenName: string;
  date: string;
  timing: Timing;
  /** When the show starts (its date at its timing's hour, Indian time). */
  startsAt: Date;
  /** Where each seat sits in the hall: the codes people read ("D2"). */
  places: ReadonlyMap<string, SeatPlace>;
}

/** From the cinema's and the movie's streams (the write side never reads a read model); null: no such screening. */
export async function loadTicketFacts(
  deps: Pick<WriteDeps, 'store'>,
  screeningId: string,
): Promise<TicketFacts | null> {
  const info = await loadScreeningInfo(deps, screeningId);
  if (!info) return null;
  const cinema = await loadCinema(deps, info.cinemaId);
  const show = cinema.status === 'open' ? cinema.shows.get(info.showId) : undefined;
  if (cinema.status !== 'open' || !show) return null;
  const movie = await loadMovie(deps, info.movieId);
  return {
    screeningId,
    cinemaId: info.cinemaId,
    adminId: info.adminId,
    movieName: movie.status === 'added' ? movie.movie.movieName : show.movieName,
    cinemaName: cinema.cinema.cinemaName,
    cityName: cinema.cinema.cityName,
    screenName: cinema.screens.get(show.screenId)?.name ?? '',
    date: info.date,
    timing: show.timing,
    startsAt: info.startsAt,
    places: seatPlaces(info.layout),
  };
}

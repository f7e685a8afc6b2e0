import { cinemaIdOf, imageView, showIdFor, type EventOf, type Timing } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { onCinema } from '../../catalog/cinemas/commands.ts';
import { CinemaNotFoundError } from '../../catalog/cinemas/errors.ts';
import { loadMovie } from '../../catalog/movies/commands.ts';
import { showView } from './show-view.ts';

export interface AddShowInput {
  movieId: string;
  cinemaId: string;
  screenId: string;
  timing: Timing;
  showStart: string;
  showEnd: string;
  /** Normally new; the demo loader passes a fixed one so a restart adds nothing twice. */
  showId?: string;
}

/** AddShow: a pending show on one of the admin's configured screens. */
export async function addShow(deps: WriteDeps, input: AddShowInput, adminId: string) {
  const movie = await loadMovie(deps, input.movieId);
  // A cinema id never holds a ".": such an id names no cinema (and would name another's shows).
  if (cinemaIdOf(input.cinemaId) !== input.cinemaId) throw new CinemaNotFoundError(input.cinemaId);
  const showId = input.showId ?? showIdFor(input.cinemaId, deps.newId());
  if (cinemaIdOf(showId) !== input.cinemaId)
    throw new TypeError(`Show ${showId} does not belong to cinema ${input.cinemaId}`);
  const { cinema, position } = await onCinema(
    deps,
    input.cinemaId,
    {
      type: 'AddShow',
      showId,
      cinemaId: input.cinemaId,
      screenId: input.screenId,
      movieId: input.movieId,
      movie: movie.status === 'added' ? { movieName: movie.movie.movieName } : null,
      timing: input.timing,
      showStart: input.showStart,
      showEnd: input.showEnd,
      adminId,
      now: deps.clock(),
    },
    adminId,
  );
  const thumbnail = movie.status === 'added' ? imageView(movie.movie.thumbnail, deps.publicUrl).src : '';
  return { show: showView(cinema, cinema.shows.get(showId)!, thumbnail), position };
}

/** MakeShowLive: one screening per remaining date, each selling the screen's seats as they are now. */
export async function makeShowLive(deps: WriteDeps, showId: string, adminId: string) {
  const { events, position } = await onCinema(
    deps,
    cinemaIdOf(showId),
    { type: 'MakeShowLive', showId, adminId, now: deps.clock() },
    adminId,
  );
  const live = events.find((e): e is EventOf<'ShowWentLive'> => e.type === 'ShowWentLive')!;
  return { showId, screenings: live.data.screenings, seatLayout: live.data.seatLayout, position: position! };
}

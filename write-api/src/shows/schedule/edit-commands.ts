import { cinemaIdOf, imageView, type EditShowRequest, type EventOf } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { onCinema } from '../../catalog/cinemas/commands.ts';
import { loadMovie } from '../../catalog/movies/commands.ts';
import type { Editor } from './edit-decide.ts';
import { showView } from './show-view.ts';

/** editShow: a pending show of the caller's cinema (a SuperAdmin: any) on other dates, timing or screen. */
export async function editShow(deps: WriteDeps, input: EditShowRequest, by: Editor) {
  const { cinema, position } = await onCinema(
    deps,
    cinemaIdOf(input.showId),
    { type: 'EditShow', ...input, by, now: deps.clock() },
    by.accountId,
  );
  const show = cinema.shows.get(input.showId)!;
  const movie = await loadMovie(deps, show.movieId);
  const thumbnail = movie.status === 'added' ? imageView(movie.movie.thumbnail, deps.publicUrl).src : '';
  return { show: showView(cinema, show, thumbnail), position };
}

/** extendShowRun: a live show runs until `showEnd`; the screenings of the added dates go on sale. */
export async function extendShowRun(deps: WriteDeps, input: { showId: string; showEnd: string }, by: Editor) {
  const { events, position } = await onCinema(
    deps,
    cinemaIdOf(input.showId),
    { type: 'ExtendShowRun', ...input, by, now: deps.clock() },
    by.accountId,
  );
  const extended = events.find((e): e is EventOf<'ShowRunExtended'> => e.type === 'ShowRunExtended');
  return { showEnd: input.showEnd, screenings: extended?.data.screenings ?? [], position };
}

import type { Movie, MovieFields } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { OPERATOR_ACTOR } from '../../infra/actors.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import {
  MovieAlreadyExistsError,
  MovieNotFoundError,
  movieDecider,
  StaleMovieVersionError,
  type MovieCommand,
} from './decide.ts';
import type { MovieState } from './movie.ts';
import { storedImage, type ImageSource } from './movie-images.ts';
import { movieFields, toMovie } from './movie-view.ts';
import { movieStreamId } from './stream-id.ts';

/** Uploaded bytes, or URLs (fetched from POSTER_URL_HOSTS, or this API's own /media). */
export interface MovieImages {
  thumbnailImage: ImageSource;
  bannerImage: ImageSource;
}

export const loadMovie = async (deps: Pick<WriteDeps, 'store'>, movieId: string): Promise<MovieState> =>
  (await loadState(deps.store, movieStreamId(movieId), movieDecider)).state;

/**
 * AddMovie, as the route and the demo-data loader issue it (the loader passes fixed ids, so a
 * restart adds nothing twice). The images are re-encoded and stored first; the decider then only
 * sees their assets.
 */
export async function addMovie(
  deps: WriteDeps,
  input: MovieFields & { movieId?: string },
  images: MovieImages,
  addedBy: string | null,
): Promise<{ movie: Movie; position: string }> {
  const movieId = input.movieId ?? deps.newId();
  // Refused early so an existing movie costs no image work (the decider still has the last word).
  if (input.movieId && (await loadMovie(deps, movieId)).status !== 'none')
    throw new MovieAlreadyExistsError(movieId);
  const [thumbnail, banner] = await Promise.all([
    storedImage(deps, images.thumbnailImage, 'thumbnail'),
    storedImage(deps, images.bannerImage, 'banner'),
  ]);
  const fields = movieFields(input);
  return run(deps, { type: 'AddMovie', movieId, fields, thumbnail, banner, addedBy, now: deps.clock() });
}

/** UpdateMovie: images left out keep the current ones; a stale `expectedVersion` is refused (412). */
export async function updateMovie(
  deps: WriteDeps,
  input: MovieFields & { movieId: string },
  images: Partial<MovieImages>,
  updatedBy: string | null,
  expectedVersion?: number,
): Promise<{ movie: Movie; position: string }> {
  const { movieId } = input;
  const current = await loadMovie(deps, movieId);
  if (current.status !== 'added') throw new MovieNotFoundError(movieId);
  if (expectedVersion !== undefined && expectedVersion !== current.version)
    throw new StaleMovieVersionError(movieId, expectedVersion, current.version);
  const [thumbnail, banner] = await Promise.all([
    images.thumbnailImage === undefined
      ? undefined
      : storedImage(deps, images.thumbnailImage, 'thumbnail', current.movie.thumbnail),
    images.bannerImage === undefined
      ? undefined
      : storedImage(deps, images.bannerImage, 'banner', current.movie.banner),
  ]);
  return run(deps, {
    type: 'UpdateMovie',
    movieId,
    fields: movieFields(input),
    thumbnail,
    banner,
    expectedVersion,
    updatedBy,
    now: deps.clock(),
  });
}

async function run(deps: WriteDeps, command: MovieCommand) {
  const actorId = command.type === 'AddMovie' ? command.addedBy : command.updatedBy;
  const { state, position } = await handleCommand(
    deps.store,
    movieStreamId(command.movieId),
    movieDecider,
    command,
    { metadata: { actorId: actorId ?? OPERATOR_ACTOR } },
  );
  const movie = state as MovieState;
  if (movie.status !== 'added') throw new Error(`${command.type} left movie ${command.movieId} absent`);
  return { movie: toMovie(movie, deps.publicUrl), position: position! };
}

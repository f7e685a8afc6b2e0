import { addDays, indianDate } from '@cinema/contracts';
import { addMovie, loadMovie, MovieAlreadyExistsError, type WriteDeps } from '@cinema/write-api';
import { demoArt } from './art.ts';
import { DEMO_MOVIES, type DemoMovie } from './movies.ts';

/** A demo film as stored (its release date was fixed by the load that added it). */
export interface LoadedFilm {
  movieId: string;
  releaseDate: string;
}

/**
 * Adds the demo films that are not there yet: only they cost the art's rendering and upload.
 * Answers every demo film that exists, with its stored release date.
 */
export async function loadDemoMovies(deps: WriteDeps): Promise<{ films: LoadedFilm[]; added: number }> {
  const today = indianDate(deps.clock());
  const films: LoadedFilm[] = [];
  const missing: DemoMovie[] = [];
  let added = 0;
  const states = await Promise.all(DEMO_MOVIES.map((movie) => loadMovie(deps, movie.movieId)));
  for (const [i, movie] of DEMO_MOVIES.entries()) {
    const state = states[i]!;
    if (state.status === 'added')
      films.push({ movieId: movie.movieId, releaseDate: state.movie.releaseDate });
    else missing.push(movie);
  }
  // The next film's art renders while this one's images are re-encoded and stored.
  const render = (movie: DemoMovie | undefined) => {
    const art = movie && demoArt(movie.slug);
    art?.catch(() => undefined); // awaited below; a failure must not surface as unhandled meanwhile
    return art;
  };
  let next = render(missing[0]);
  for (const [i, { slug: _slug, releaseInDays, ...movie }] of missing.entries()) {
    const art = (await next)!;
    next = render(missing[i + 1]);
    const releaseDate = addDays(today, releaseInDays);
    try {
      await addMovie(deps, { ...movie, releaseDate }, art, null);
      added++;
      films.push({ movieId: movie.movieId, releaseDate });
    } catch (error) {
      if (!(error instanceof MovieAlreadyExistsError)) throw error;
      const raced = await loadMovie(deps, movie.movieId); // another process added it meanwhile
      if (raced.status === 'added')
        films.push({ movieId: movie.movieId, releaseDate: raced.movie.releaseDate });
    }
  }
  // In the table's order, so the schedule's rotation does not depend on which films were new.
  const order = new Map(DEMO_MOVIES.map((m, i) => [m.movieId, i]));
  films.sort((a, b) => order.get(a.movieId)! - order.get(b.movieId)!);
  return { films, added };
}

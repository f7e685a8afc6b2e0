import type { Movie } from '@cinema/contracts';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RATING } from '../utils/movie-facts';

const chip = 'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-slate-300 text-slate-700';

/** The movie the shows are for: its name (linking back to its page), rating, languages and genres. */
export function ShowsHeader({ movie }: { movie: Movie }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-5 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{movie.movieName}</h1>
        <ul aria-label="About the movie" className="mt-3 flex flex-wrap gap-2">
          <li className={chip}>{RATING}</li>
          {movie.supportingLanguages.map((language) => (
            <li key={language} className={chip}>
              {language}
            </li>
          ))}
          {movie.genres.map((genre) => (
            <li key={genre} className={`${chip} bg-slate-50`}>
              {genre}
            </li>
          ))}
        </ul>
        <Link
          to={paths.movieDetail.getHref(movie.movieName, movie._id)}
          className="mt-1 -mb-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Movie details
        </Link>
      </div>
    </div>
  );
}

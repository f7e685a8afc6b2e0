import { Link } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { LIMITS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { useQuery } from '@tanstack/react-query';
import { moviesQuery } from '@/lib/api/get-movies';
import { MovieCard } from './movie-card';
import { sectionTitleClass } from './ui/styles';

/**
 * 'You might also like': up to 6 other movies, those sharing a genre with this one first. Below the
 * fold, so its posters load lazily; when the list cannot load the section stays away.
 */
export function MoreMovies({ movieId, genres }: { movieId: string; genres: string[] }) {
  const { data } = useQuery(moviesQuery());
  const others = (data ?? []).filter((movie) => movie._id !== movieId);
  const alike = (movie: Movie) => movie.genres.some((genre) => genres.includes(genre));
  const picks = [...others.filter(alike), ...others.filter((movie) => !alike(movie))].slice(
    0,
    LIMITS.youMightAlsoLike,
  );
  if (!picks.length) return null;
  return (
    <section aria-labelledby="more-movies-title">
      <div className="flex items-center justify-between gap-4">
        <h2 id="more-movies-title" className={sectionTitleClass}>
          You might also like
        </h2>
        <Link
          to={paths.movies.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          View All
        </Link>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {picks.map((movie) => (
          <li key={movie._id}>
            <MovieCard movie={movie} />
          </li>
        ))}
      </ul>
    </section>
  );
}

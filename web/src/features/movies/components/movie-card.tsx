import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { isUnreleased, todayInIndia } from '../utils/booking-state';
import { dayParts } from '../utils/day-names';
import { ResponsiveImage } from './ui/responsive-image';

interface MovieCardProps {
  movie: Movie;
  /** The width the poster is drawn at (the `sizes` attribute); the default suits a 2-3-6 column grid. */
  sizes?: string;
  /** In the first screenful: the poster loads at once and early (it is the page's largest paint). */
  priority?: boolean;
}

/**
 * A poster card linking to the movie's page: named by the movie, described by its genres. The name
 * takes two lines at most and always two lines' room, so cards in a row line up and a placeholder
 * of the same size holds their place while they load.
 */
export function MovieCard({
  movie,
  sizes = '(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw',
  priority = false,
}: MovieCardProps) {
  const genresId = useId();
  const releaseId = useId();
  const unreleased = isUnreleased(movie, todayInIndia());
  const { day, month } = dayParts(movie.releaseDate);
  return (
    <Link
      to={paths.movieDetail.getHref(movie.movieName, movie._id)}
      aria-describedby={unreleased ? `${releaseId} ${genresId}` : genresId}
      className="group block rounded-xl focus-visible:outline-offset-4"
    >
      <span className="relative block overflow-hidden rounded-xl">
        <ResponsiveImage
          image={movie.images.thumbnail}
          alt=""
          sizes={sizes}
          priority={priority}
          className="block aspect-2/3 h-auto w-full rounded-xl bg-slate-200 object-cover shadow-sm transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {/* On the poster, so cards with and without it stay the same height in a row. */}
        {unreleased && (
          <span
            id={releaseId}
            aria-hidden="true"
            className="absolute inset-x-0 bottom-0 bg-slate-950/85 px-2 py-1.5 text-center text-xs leading-tight font-semibold text-white"
          >
            Coming soon · {day} {month}
          </span>
        )}
      </span>
      <span
        data-movie-name
        className="mt-2 line-clamp-2 min-h-12 font-semibold text-slate-900 group-hover:text-brand-700"
      >
        {movie.movieName}
      </span>
      <span id={genresId} aria-hidden="true" className="block truncate text-sm text-slate-500">
        {movie.genres.join('/')}
      </span>
    </Link>
  );
}

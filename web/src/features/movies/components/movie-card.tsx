import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { ResponsiveImage } from './ui/responsive-image';

/** A poster card linking to the movie's page: named by the movie, described by its genres. */
export function MovieCard({ movie }: { movie: Movie }) {
  const genresId = useId();
  return (
    <Link
      to={paths.movieDetail.getHref(movie.movieName, movie._id)}
      aria-describedby={genresId}
      className="group block rounded-xl focus-visible:outline-offset-4"
    >
      <ResponsiveImage
        image={movie.images.thumbnail}
        alt=""
        sizes="(min-width: 1024px) 200px, (min-width: 640px) 30vw, 45vw"
        className="block aspect-2/3 h-auto w-full rounded-xl bg-slate-200 object-cover shadow-sm transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <span className="mt-2 block font-semibold text-slate-900 group-hover:text-brand-700">
        {movie.movieName}
      </span>
      <span id={genresId} aria-hidden="true" className="block text-sm text-slate-500">
        {movie.genres.join('/')}
      </span>
    </Link>
  );
}

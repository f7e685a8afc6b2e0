import type { Movie } from '@cinema/contracts';
import { formatIndianDate } from '../utils/dates';
import { RATING, RUNTIME } from '../utils/movie-facts';
import { MovieAction } from './movie-action';
import { ResponsiveImage } from './ui/responsive-image';
import { chipClass } from './ui/styles';

const Dot = () => (
  <span aria-hidden="true" className="text-white/50">
    •
  </span>
);

/**
 * The banner behind (beside it on wide screens, above it on phones), the poster, the name and the
 * facts, and the account type's action.
 */
export function MovieHero({ movie }: { movie: Movie }) {
  const { banner, thumbnail } = movie.images;
  return (
    <div className="relative isolate overflow-hidden bg-slate-950 text-white">
      {/* On wide screens the banner fills the right part only, and fades into the plain left part the
          title stands on: behind the title its own lettering showed through the gradient. */}
      <div className="md:absolute md:inset-y-0 md:right-0 md:left-1/2 md:-z-10">
        <ResponsiveImage
          image={banner}
          alt=""
          sizes="(min-width: 768px) 50vw, 100vw"
          priority
          className="block h-auto w-full bg-slate-800 object-cover md:h-full md:object-right md:opacity-70"
        />
      </div>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hidden bg-linear-to-r from-slate-950 from-50% via-slate-950/90 via-70% to-slate-950/10 md:block"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-[7rem_1fr] gap-x-4 gap-y-5 px-4 py-5 sm:grid-cols-[9rem_1fr] sm:gap-x-6 md:grid-cols-[16rem_1fr] md:grid-rows-[1fr_auto] md:gap-x-10 md:py-12 lg:px-8">
        <div className="-mt-10 md:row-span-2 md:mt-0">
          <ResponsiveImage
            image={thumbnail}
            alt={`${movie.movieName} poster`}
            sizes="(min-width: 768px) 256px, 144px"
            priority
            className="block aspect-2/3 h-auto w-full rounded-xl bg-slate-800 object-cover shadow-2xl ring-1 ring-white/20"
          />
        </div>
        <div className="flex min-w-0 flex-col gap-3 md:justify-end md:gap-5">
          <h1 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl md:text-5xl">
            {movie.movieName}
          </h1>
          <p className="flex flex-wrap items-center gap-2">
            <span className="sr-only">Languages: </span>
            <span className={chipClass}>{movie.supportingLanguages.join(' / ')}</span>
            <span className="sr-only">Rated </span>
            <span className="rounded border border-white/60 px-1.5 text-xs leading-5 font-semibold">
              {RATING}
            </span>
          </p>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-white/90 sm:text-base">
            <span>{RUNTIME}</span>
            <Dot />
            <span>{movie.genres.join(', ')}</span>
            <Dot />
            <time dateTime={movie.releaseDate.slice(0, 10)}>{formatIndianDate(movie.releaseDate)}</time>
          </p>
        </div>
        {/* One link for both layouts: under poster and facts on phones, under the facts on wide screens. */}
        <MovieAction
          movie={movie}
          className="col-span-2 md:col-span-1 md:col-start-2 md:self-start md:justify-self-start"
        />
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { sectionTitleClass } from './ui/styles';

/** A card's width in the row below md; from md up the row is a grid (see ScrollRow). */
export const ROW_ITEM_CLASS = 'w-36 shrink-0 snap-start sm:w-44 md:w-auto';
export const ROW_COLUMNS = 'md:grid-cols-4 lg:grid-cols-6';
export const ROW_SIZES =
  '(min-width: 1024px) 200px, (min-width: 768px) 23vw, (min-width: 640px) 176px, 144px';

/** Home's 'Recommended Movies' heading with 'See All' (the movie list), around its content. */
export function RecommendedMoviesFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="recommended-title" className="mx-auto max-w-7xl px-4 pt-8 pb-10 lg:px-8">
      <div className="flex items-center justify-between gap-4">
        <h2 id="recommended-title" className={sectionTitleClass}>
          Recommended Movies
        </h2>
        <Link
          to={paths.movies.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          See All<span className="sr-only"> movies</span>
          <span aria-hidden="true">&nbsp;›</span>
        </Link>
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * The spinner over card-sized blanks: one row of cards' room, so the row arrives without moving
 * what is below it. Also the section's stand-in while its code loads.
 */
export function MovieRowPlaceholder() {
  return (
    <div className="relative">
      <ul
        aria-hidden="true"
        className={`-mx-4 flex gap-3 overflow-hidden px-4 pt-1 pb-3 sm:gap-4 md:mx-0 md:grid md:px-0 md:pb-0 ${ROW_COLUMNS}`}
      >
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={`${ROW_ITEM_CLASS} ${i >= 4 ? 'md:hidden lg:block' : ''}`}>
            <span className="block aspect-2/3 rounded-xl bg-slate-100" />
            <span className="mt-2 block h-12" />
            <span className="block h-5" />
          </li>
        ))}
      </ul>
      <Spinner label="Loading movies" className="absolute inset-0" />
    </div>
  );
}

export const RecommendedMoviesFallback = () => (
  <RecommendedMoviesFrame>
    <MovieRowPlaceholder />
  </RecommendedMoviesFrame>
);

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Movie } from '@cinema/contracts';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/config/site';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ApiError } from '@/lib/api-client';
import { moviesQuery } from '@/lib/api/get-movies';
import { useMovieFilters } from '../hooks/use-movie-filters';
import { choiceCount, filterMovies } from '../utils/filter-movies';
import { ActiveFilters } from './active-filters';
import { FilterGroups } from './filter-groups';
import { MovieCard } from './movie-card';
import { secondaryLinkClass } from './ui/styles';

const FilterDialog = lazy(() => import('./filter-dialog'));

const GRID_SIZES = '(min-width: 1024px) 210px, (min-width: 768px) 23vw, (min-width: 640px) 30vw, 45vw';
/** The posters of the first row on a phone (two columns): what the first screen shows. */
const FIRST_SCREEN_POSTERS = 2;

/**
 * /movies: 'Movies For You' with the filter drawer (a side panel from lg up, a dialog on phones),
 * filters kept in the address. `after` (the route's 'Best Live Events') shows once the list has
 * loaded, so it does not jump down when the movies arrive.
 */
export function MoviesPage({ after }: { after?: ReactNode }) {
  const movies = useQuery(moviesQuery());
  const { filters, toggle, clear, clearSearch, clearAll } = useMovieFilters();
  const wide = useMediaQuery('(min-width: 1024px)');
  const [dialogOpen, setDialogOpen] = useState(false);
  const shown = movies.data ? filterMovies(movies.data, filters) : [];
  const count = choiceCount(filters);

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-10 lg:px-8 lg:py-8">
        <title>{`Movies For You · ${SITE.name}`}</title>
        {wide && (
          <aside
            aria-labelledby="filters-title"
            className="self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
          >
            <div className="mb-2 flex items-center justify-between">
              <h2 id="filters-title" className="text-lg font-bold text-slate-900">
                Filters
              </h2>
              {count > 0 && (
                <button
                  type="button"
                  onClick={() => clear()}
                  className="min-h-11 px-1 text-sm font-semibold text-brand-700 hover:underline"
                >
                  Clear all
                </button>
              )}
            </div>
            <FilterGroups filters={filters} onToggle={toggle} onClear={clear} />
          </aside>
        )}
        <section aria-labelledby="movies-title" className="min-w-0">
          <div className="flex items-center justify-between gap-3">
            <h1
              id="movies-title"
              className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl"
            >
              Movies For You
            </h1>
            {!wide && (
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={count > 0 ? `Filters, ${count} chosen` : undefined}
                onClick={() => setDialogOpen(true)}
                className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-400"
              >
                <svg
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  aria-hidden="true"
                  className="size-5"
                >
                  <path d="M4 6h16M7 12h10M10 18h4" />
                </svg>
                Filters
                {count > 0 && (
                  <span className="rounded-full bg-brand-600 px-2 text-xs leading-5 text-white">{count}</span>
                )}
              </button>
            )}
          </div>
          <ActiveFilters filters={filters} onRemove={toggle} onClearSearch={clearSearch} />
          {movies.isPending ? (
            <Spinner label="Loading movies" />
          ) : !movies.data ? (
            <LoadFailed error={movies.error} onRetry={() => void movies.refetch()} />
          ) : (
            <MovieResults movies={shown} onClearAll={count > 0 || filters.q ? clearAll : undefined} />
          )}
        </section>
        {dialogOpen && (
          <Suspense fallback={null}>
            <FilterDialog
              filters={filters}
              resultCount={shown.length}
              onToggle={toggle}
              onClear={clear}
              onClose={() => setDialogOpen(false)}
            />
          </Suspense>
        )}
      </div>
      {!movies.isPending && after}
    </>
  );
}

function MovieResults({ movies, onClearAll }: { movies: Movie[]; onClearAll?: () => void }) {
  return (
    <>
      {/* One live region for both outcomes, so every change of filters is announced. */}
      <p
        role="status"
        className={
          movies.length
            ? 'mt-3 text-sm text-slate-600'
            : 'mt-6 text-center text-lg font-semibold text-slate-900'
        }
      >
        {movies.length ? `${movies.length} ${movies.length === 1 ? 'movie' : 'movies'}` : PAGE_TEXTS.noMovies}
      </p>
      {movies.length ? (
        <ul
          aria-label="Movies"
          className="mt-3 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3 md:grid-cols-4"
        >
          {movies.map((movie, index) => (
            <li key={movie._id}>
              <MovieCard movie={movie} sizes={GRID_SIZES} priority={index < FIRST_SCREEN_POSTERS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-2 pb-8 text-center">
          <p className="text-slate-600">Try fewer filters, or another name.</p>
          {onClearAll && (
            <button type="button" onClick={onClearAll} className={`mt-5 ${secondaryLinkClass}`}>
              Clear all filters
            </button>
          )}
        </div>
      )}
    </>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-2xl bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">Could not load movies</h2>
      <p className="mt-2 text-slate-600">
        {error instanceof ApiError ? error.message : 'Something went wrong.'}
      </p>
      <button type="button" onClick={onRetry} className={`mt-6 ${secondaryLinkClass}`}>
        Try again
      </button>
    </div>
  );
}

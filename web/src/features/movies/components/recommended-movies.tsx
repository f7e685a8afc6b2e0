import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { ScrollRow } from '@/components/ui/scroll-row';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { moviesQuery } from '@/lib/api/get-movies';
import { QueryProvider } from '@/lib/query-provider';
import { bookableFirst } from '../utils/booking-state';
import { MovieCard } from './movie-card';
import {
  MovieRowPlaceholder,
  RecommendedMoviesFrame,
  ROW_COLUMNS,
  ROW_ITEM_CLASS,
  ROW_SIZES,
} from './recommended-movies-frame';

/** How many movies home shows: two rows on desktop; 'See All' leads to the rest. */
const RECOMMENDED_COUNT = 12;

/**
 * Home's 'Recommended Movies': a row of poster cards (spinner while loading, the spec's empty text).
 * Films a viewer can book lead; the unreleased ones follow, marked 'Coming soon' on the poster.
 */
// Loaded on its own below home's banners, so it brings the query cache with it.
export default function RecommendedMovies() {
  return (
    <QueryProvider>
      <RecommendedMoviesRow />
    </QueryProvider>
  );
}

function RecommendedMoviesRow() {
  const movies = useQuery(moviesQuery());
  return (
    <RecommendedMoviesFrame>
      {movies.isPending ? (
        <MovieRowPlaceholder />
      ) : !movies.data ? (
        <div role="alert" className="rounded-2xl bg-slate-50 px-4 py-10 text-center">
          <p className="font-semibold text-slate-900">Could not load movies</p>
          <p className="mt-1 text-sm text-slate-600">
            {movies.error instanceof ApiError ? movies.error.message : 'Something went wrong.'}
          </p>
          <button
            type="button"
            onClick={() => void movies.refetch()}
            className="mt-4 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            Try again
          </button>
        </div>
      ) : movies.data.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-4 py-10 text-center font-semibold text-slate-700">
          {PAGE_TEXTS.noMovies}
        </p>
      ) : (
        <ScrollRow label="Recommended movies" columns={ROW_COLUMNS}>
          {bookableFirst(movies.data)
            .slice(0, RECOMMENDED_COUNT)
            .map((movie) => (
              <li key={movie._id} className={ROW_ITEM_CLASS}>
                <MovieCard movie={movie} sizes={ROW_SIZES} />
              </li>
            ))}
        </ScrollRow>
      )}
    </RecommendedMoviesFrame>
  );
}

import { LiveEvents } from '@/features/home/components/live-events';
import { MoviesPage } from '@/features/movies/components/movies-page';
import { QueryProvider } from '@/lib/query-provider';

/** /movies: the movie list with its filter drawer, then the 'Best Live Events' strip. */
export default function MoviesRoute() {
  return (
    <QueryProvider>
      <MoviesPage after={<LiveEvents title="Best Live Events" className="pt-2 pb-12" />} />
    </QueryProvider>
  );
}

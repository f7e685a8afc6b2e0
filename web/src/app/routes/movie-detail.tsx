import { useParams } from 'react-router-dom';
import { MovieDetailPage } from '@/features/movies/components/movie-detail-page';
import { QueryProvider } from '@/lib/query-provider';

/** /movie/{movieName}/{movieId}: the name is for people and search engines; the id picks the movie. */
export default function MovieDetailRoute() {
  const { movieId = '' } = useParams();
  return (
    <QueryProvider>
      <MovieDetailPage key={movieId} movieId={movieId} />
    </QueryProvider>
  );
}

import { useParams } from 'react-router-dom';
import { MovieDetailPage } from '@/features/movies/components/movie-detail-page';
import { QueryProvider } from '@/lib/query-provider';

/** /movie/{movieId}, the spec's other form of the movie detail path (/movie/addMovie, static, still wins). */
export default function MovieByIdRoute() {
  const { movieId = '' } = useParams();
  return (
    <QueryProvider>
      <MovieDetailPage key={movieId} movieId={movieId} />
    </QueryProvider>
  );
}

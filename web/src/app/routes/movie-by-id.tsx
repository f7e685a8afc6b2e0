import { useParams } from 'react-router-dom';
import { MovieDetailPage } from '@/features/movies/components/movie-detail-page';

/** /movie/{movieId}, the spec's other form of the movie detail path (/movie/addMovie, static, still wins). */
export default function MovieByIdRoute() {
  const { movieId = '' } = useParams();
  return <MovieDetailPage key={movieId} movieId={movieId} />;
}

import { useParams } from 'react-router-dom';
import { ShowsPage } from '@/features/movies/components/shows-page';

/** /shows/{movieName}/{movieId}: the cinemas and timings of a movie, day by day. */
export default function ShowsRoute() {
  const { movieId = '' } = useParams();
  return <ShowsPage key={movieId} movieId={movieId} />;
}

import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ShowsPage } from '@/features/movies/components/shows-page';
import { useCityId } from '@/lib/cities';
import { QueryProvider } from '@/lib/query-provider';

/** /shows/{movieName}/{movieId}: the cinemas and timings of a movie, day by day, the viewer's city first. */
export default function ShowsRoute() {
  return (
    <QueryProvider>
      <Shows />
    </QueryProvider>
  );
}

function Shows() {
  const { movieId = '' } = useParams();
  const city = useCityId();
  if (city.isPending) return <Spinner label="Loading shows" />;
  return <ShowsPage key={movieId} movieId={movieId} cityId={city.cityId} />;
}

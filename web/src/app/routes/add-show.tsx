import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { AddShowPage } from '@/features/cinema-admin/components/add-show-page';
import { QueryProvider } from '@/lib/query-provider';

export default function AddShowRoute() {
  const { movieId = '' } = useParams();
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        {/* Another movie is another form: nothing chosen for one carries over to the next. */}
        <AddShowPage key={movieId} movieId={movieId} />
      </RequireRole>
    </QueryProvider>
  );
}

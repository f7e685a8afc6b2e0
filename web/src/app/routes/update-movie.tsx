import { RequireRole } from '@/components/guards/require-role';
import { UpdateMoviePage } from '@/features/movie-admin/components/update-movie-page';
import { QueryProvider } from '@/lib/query-provider';

export default function UpdateMovieRoute() {
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <UpdateMoviePage />
      </RequireRole>
    </QueryProvider>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { AddMoviePage } from '@/features/movie-admin/components/add-movie-page';
import { QueryProvider } from '@/lib/query-provider';

export default function AddMovieRoute() {
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <AddMoviePage />
      </RequireRole>
    </QueryProvider>
  );
}

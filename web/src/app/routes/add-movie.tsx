import { RequireRole } from '@/components/guards/require-role';
import { AddMoviePage } from '@/features/movie-admin/components/add-movie-page';

export default function AddMovieRoute() {
  return (
    <RequireRole role="SuperAdmin">
      <AddMoviePage />
    </RequireRole>
  );
}

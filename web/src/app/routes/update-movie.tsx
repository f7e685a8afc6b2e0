import { RequireRole } from '@/components/guards/require-role';
import { UpdateMoviePage } from '@/features/movie-admin/components/update-movie-page';

export default function UpdateMovieRoute() {
  return (
    <RequireRole role="SuperAdmin">
      <UpdateMoviePage />
    </RequireRole>
  );
}

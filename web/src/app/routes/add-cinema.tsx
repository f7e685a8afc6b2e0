import { RequireRole } from '@/components/guards/require-role';
import { AddCinemaPage } from '@/features/cinema-admin/components/add-cinema-page';

export default function AddCinemaRoute() {
  return (
    <RequireRole role="Admin">
      <AddCinemaPage />
    </RequireRole>
  );
}

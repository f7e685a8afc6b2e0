import { RequireRole } from '@/components/guards/require-role';
import { AdminCinemasPage } from '@/features/cinema-admin/components/admin-cinemas-page';

export default function AdminCinemasRoute() {
  return (
    <RequireRole role="Admin">
      <AdminCinemasPage />
    </RequireRole>
  );
}

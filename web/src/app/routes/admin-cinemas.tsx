import { RequireRole } from '@/components/guards/require-role';
import { AdminCinemasPage } from '@/features/cinema-admin/components/admin-cinemas-page';
import { QueryProvider } from '@/lib/query-provider';

export default function AdminCinemasRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <AdminCinemasPage />
      </RequireRole>
    </QueryProvider>
  );
}

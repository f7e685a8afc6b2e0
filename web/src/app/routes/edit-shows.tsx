import { RequireRole } from '@/components/guards/require-role';
import { EditShowsPage } from '@/features/cinema-admin/components/edit-shows-page';
import { QueryProvider } from '@/lib/query-provider';

export default function EditShowsRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <EditShowsPage />
      </RequireRole>
    </QueryProvider>
  );
}

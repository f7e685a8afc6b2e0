import { RequireRole } from '@/components/guards/require-role';
import { CancelShowsPage } from '@/features/cinema-admin/components/cancel-shows-page';
import { QueryProvider } from '@/lib/query-provider';

export default function CancelShowsRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <CancelShowsPage />
      </RequireRole>
    </QueryProvider>
  );
}

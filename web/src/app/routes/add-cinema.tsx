import { RequireRole } from '@/components/guards/require-role';
import { AddCinemaPage } from '@/features/cinema-admin/components/add-cinema-page';
import { QueryProvider } from '@/lib/query-provider';

export default function AddCinemaRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <AddCinemaPage />
      </RequireRole>
    </QueryProvider>
  );
}

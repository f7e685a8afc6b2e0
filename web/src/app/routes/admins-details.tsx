import { RequireRole } from '@/components/guards/require-role';
import { AdminsDetailsPage } from '@/features/revenue/components/admins-details-page';
import { QueryProvider } from '@/lib/query-provider';

/** /admins-details: a SuperAdmin's list of cinema admins. */
export default function AdminsDetailsRoute() {
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <AdminsDetailsPage />
      </RequireRole>
    </QueryProvider>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { AdminsDetailsPage } from '@/features/revenue/components/admins-details-page';

/** /admins-details: a SuperAdmin's list of cinema admins. */
export default function AdminsDetailsRoute() {
  return (
    <RequireRole role="SuperAdmin">
      <AdminsDetailsPage />
    </RequireRole>
  );
}

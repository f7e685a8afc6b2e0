import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { AdminDetailsPage } from '@/features/revenue/components/admin-details-page';

/** /admin-details/{adminId}: a SuperAdmin's view of one admin and their cinemas' revenue. */
export default function AdminDetailsRoute() {
  const { adminId = '' } = useParams();
  return (
    <RequireRole role="SuperAdmin">
      <AdminDetailsPage key={adminId} adminId={adminId} />
    </RequireRole>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { AdminRevenuePage } from '@/features/revenue/components/admin-revenue-page';

/** /admin-revenue: an Admin's own revenue. */
export default function AdminRevenueRoute() {
  return (
    <RequireRole role="Admin">
      <AdminRevenuePage />
    </RequireRole>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { AdminCitiesRevenuePage } from '@/features/revenue/components/admin-cities-revenue-page';

/** /admin-cities-revenue: an Admin's revenue per city. */
export default function AdminCitiesRevenueRoute() {
  return (
    <RequireRole role="Admin">
      <AdminCitiesRevenuePage />
    </RequireRole>
  );
}

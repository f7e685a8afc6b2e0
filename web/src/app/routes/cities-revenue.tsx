import { RequireRole } from '@/components/guards/require-role';
import { CitiesRevenuePage } from '@/features/revenue/components/cities-revenue-page';

/** /cities-revenue: a SuperAdmin's revenue of every city. */
export default function CitiesRevenueRoute() {
  return (
    <RequireRole role="SuperAdmin">
      <CitiesRevenuePage />
    </RequireRole>
  );
}

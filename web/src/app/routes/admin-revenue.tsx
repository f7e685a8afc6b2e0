import { RequireRole } from '@/components/guards/require-role';
import { adminRevenue } from '@/features/revenue/components/admin-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /admin-revenue: an Admin's own revenue. */
export default function AdminRevenueRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <RangedRevenuePage make={(range) => adminRevenue(undefined, range)} />
      </RequireRole>
    </QueryProvider>
  );
}

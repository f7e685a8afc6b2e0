import { RequireRole } from '@/components/guards/require-role';
import { citiesRevenue } from '@/features/revenue/components/cities-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /admin-cities-revenue: an Admin's revenue per city. */
export default function AdminCitiesRevenueRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <RangedRevenuePage make={(range) => citiesRevenue('own', range)} />
      </RequireRole>
    </QueryProvider>
  );
}

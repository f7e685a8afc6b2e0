import { RequireRole } from '@/components/guards/require-role';
import { citiesRevenue } from '@/features/revenue/components/cities-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /cities-revenue: a SuperAdmin's revenue of every city. */
export default function CitiesRevenueRoute() {
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <RangedRevenuePage make={(range) => citiesRevenue('all', range)} />
      </RequireRole>
    </QueryProvider>
  );
}

import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { cityRevenue } from '@/features/revenue/components/city-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /admin-city-revenue/{cityId}: an Admin's cinemas in one city. */
export default function AdminCityRevenueRoute() {
  const { cityId = '' } = useParams();
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <RangedRevenuePage key={cityId} make={(range) => cityRevenue('own', cityId, range)} />
      </RequireRole>
    </QueryProvider>
  );
}

import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { cityRevenue } from '@/features/revenue/components/city-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /city-revenue/{cityId}: a SuperAdmin's view of one city's cinemas and their admins. */
export default function CityRevenueRoute() {
  const { cityId = '' } = useParams();
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <RangedRevenuePage key={cityId} make={(range) => cityRevenue('all', cityId, range)} />
      </RequireRole>
    </QueryProvider>
  );
}

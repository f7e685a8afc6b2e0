import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { CityRevenuePage } from '@/features/revenue/components/city-revenue-page';

/** /city-revenue/{cityId}: a SuperAdmin's view of one city's cinemas and their admins. */
export default function CityRevenueRoute() {
  const { cityId = '' } = useParams();
  return (
    <RequireRole role="SuperAdmin">
      <CityRevenuePage key={cityId} cityId={cityId} />
    </RequireRole>
  );
}

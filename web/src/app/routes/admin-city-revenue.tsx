import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { AdminCityRevenuePage } from '@/features/revenue/components/admin-city-revenue-page';

/** /admin-city-revenue/{cityId}: an Admin's cinemas in one city. */
export default function AdminCityRevenueRoute() {
  const { cityId = '' } = useParams();
  return (
    <RequireRole role="Admin">
      <AdminCityRevenuePage key={cityId} cityId={cityId} />
    </RequireRole>
  );
}

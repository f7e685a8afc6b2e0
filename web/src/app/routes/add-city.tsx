import { RequireRole } from '@/components/guards/require-role';
import { AddCityPage } from '@/features/catalog/components/add-city-page';

export default function AddCityRoute() {
  return (
    <RequireRole role="SuperAdmin">
      <AddCityPage />
    </RequireRole>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { AddCityPage } from '@/features/catalog/components/add-city-page';
import { QueryProvider } from '@/lib/query-provider';

export default function AddCityRoute() {
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <AddCityPage />
      </RequireRole>
    </QueryProvider>
  );
}

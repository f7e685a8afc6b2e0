import { RequireRole } from '@/components/guards/require-role';
import { CinemaSalesPage } from '@/features/revenue/components/sales/cinema-sales-page';
import { QueryProvider } from '@/lib/query-provider';

/** /cinema/:cinemaId/sales: an Admin's cinema, each show of a day with its sales. */
export default function CinemaSalesRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <CinemaSalesPage />
      </RequireRole>
    </QueryProvider>
  );
}

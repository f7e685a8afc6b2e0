import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { adminRevenue } from '@/features/revenue/components/admin-revenue';
import { RangedRevenuePage } from '@/features/revenue/components/sales/ranged-revenue-page';
import { QueryProvider } from '@/lib/query-provider';

/** /admin-details/{adminId}: a SuperAdmin's view of one admin and their cinemas' revenue. */
export default function AdminDetailsRoute() {
  const { adminId = '' } = useParams();
  return (
    <QueryProvider>
      <RequireRole role="SuperAdmin">
        <RangedRevenuePage key={adminId} make={(range) => adminRevenue(adminId, range)} />
      </RequireRole>
    </QueryProvider>
  );
}

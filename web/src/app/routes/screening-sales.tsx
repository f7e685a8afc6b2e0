import { RequireRole } from '@/components/guards/require-role';
import { ScreeningSalesPage } from '@/features/revenue/components/sales/screening-sales-page';
import { QueryProvider } from '@/lib/query-provider';

/** /cinema/sales/:screeningId: one show's sales and buyer list. */
export default function ScreeningSalesRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <ScreeningSalesPage />
      </RequireRole>
    </QueryProvider>
  );
}

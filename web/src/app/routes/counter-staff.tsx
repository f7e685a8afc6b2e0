import { RequireRole } from '@/components/guards/require-role';
import { CounterStaffPage } from '@/features/counter/components/counter-staff-page';
import { QueryProvider } from '@/lib/query-provider';

export default function CounterStaffRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <CounterStaffPage />
      </RequireRole>
    </QueryProvider>
  );
}

import { RequireRole } from '@/components/guards/require-role';
import { LiveYourShowPage } from '@/features/cinema-admin/components/live-your-show-page';
import { QueryProvider } from '@/lib/query-provider';

export default function LiveYourShowRoute() {
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <LiveYourShowPage />
      </RequireRole>
    </QueryProvider>
  );
}

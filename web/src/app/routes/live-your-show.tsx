import { RequireRole } from '@/components/guards/require-role';
import { LiveYourShowPage } from '@/features/cinema-admin/components/live-your-show-page';

export default function LiveYourShowRoute() {
  return (
    <RequireRole role="Admin">
      <LiveYourShowPage />
    </RequireRole>
  );
}

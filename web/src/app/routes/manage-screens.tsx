import { useSearchParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import {
  ManageScreensPage,
  preloadScreensBody,
} from '@/features/cinema-admin/components/manage-screens-page';
import { QueryProvider } from '@/lib/query-provider';

preloadScreensBody();

export default function ManageScreensRoute() {
  const [params, setParams] = useSearchParams();
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <ManageScreensPage
          cinemaId={params.get('cinema')}
          onChooseCinema={(cinemaId) => setParams({ cinema: cinemaId }, { replace: true })}
        />
      </RequireRole>
    </QueryProvider>
  );
}

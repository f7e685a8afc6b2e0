import { useParams } from 'react-router-dom';
import { RequireRole } from '@/components/guards/require-role';
import { UpdateScreenPage } from '@/features/cinema-admin/components/update-screen-page';
import { QueryProvider } from '@/lib/query-provider';

export default function UpdateScreenRoute() {
  const { cinemaId = '', screenId = '' } = useParams();
  return (
    <QueryProvider>
      <RequireRole role="Admin">
        <UpdateScreenPage cinemaId={cinemaId} screenId={screenId} />
      </RequireRole>
    </QueryProvider>
  );
}

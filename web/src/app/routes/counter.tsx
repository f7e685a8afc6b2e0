import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { QueryProvider } from '@/lib/query-provider';
import { CounterPage } from '@/features/counter/components/counter-page';

// Loaded with the sale desk, after the page (the web budget's initial JS).
const SeatMap = lazy(() => import('../counter-seat-map'));

/** Any signed-in account may open it; the server decides at which cinemas it sells (Admin or counter staff). */
export default function CounterRoute() {
  const { token } = useAuth();
  if (!token) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <QueryProvider>
      <CounterPage SeatMap={SeatMap} />
    </QueryProvider>
  );
}

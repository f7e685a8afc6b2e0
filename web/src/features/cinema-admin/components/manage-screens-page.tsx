import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { myCinemasQuery } from '../api/get-cinema-details';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, primaryLinkClass, secondaryLinkClass } from './ui/styles';

// The forms load while the cinemas do, so the page's own first paint carries only its frame.
const screensBody = () => import('./screens-body');
const ScreensBody = lazy(() => screensBody().then((m) => ({ default: m.ScreensBody })));

interface ManageScreensPageProps {
  /** From `?cinema=`; the first cinema when absent or not the admin's. */
  cinemaId: string | null;
  onChooseCinema: (cinemaId: string) => void;
}

/** Admin: one cinema's screens (add, rename, retire) and its name and pincode. */
export function ManageScreensPage({ cinemaId, onChooseCinema }: ManageScreensPageProps) {
  const cinemas = useQuery(myCinemasQuery());
  const list = cinemas.data ?? [];
  const cinema = list.find((c) => c._id === cinemaId) ?? list[0];
  const loading = <Spinner label="Loading your cinemas" />;
  return (
    <AdminPage
      title="Screens"
      lead="Add a screen when your cinema opens one, rename it as your tickets name it, retire it when it closes. A retired screen keeps its past shows."
      actions={
        <Link to={paths.adminCinemas.getHref()} className={secondaryLinkClass}>
          Your cinemas
        </Link>
      }
    >
      {cinemas.isPending ? (
        loading
      ) : cinemas.error ? (
        <LoadError error={cinemas.error} onRetry={() => void cinemas.refetch()} />
      ) : cinema ? (
        <Suspense fallback={loading}>
          <ScreensBody cinemas={list} cinema={cinema} onChooseCinema={onChooseCinema} />
        </Suspense>
      ) : (
        <div className={`${cardClass} text-center`}>
          <p className="text-lg font-semibold text-slate-900">You have not added a cinema yet</p>
          <Link to={paths.addCinema.getHref()} className={`${primaryLinkClass} mt-5`}>
            Add your first cinema
          </Link>
        </div>
      )}
    </AdminPage>
  );
}

/** Starts loading the forms (the route calls it as the page mounts). */
export const preloadScreensBody = () => void screensBody();

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { myCinemasQuery } from '../api/get-cinema-details';
import { LazyAddShowPicker } from './lazy-add-show-picker';
import { CinemaCard } from './cinema-card';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, primaryLinkClass, secondaryLinkClass } from './ui/styles';

/**
 * Admin: their cinemas as cards, each with its screens and an 'Update Screen' link. The menu's
 * 'Update Screen' opens this list (a screen is chosen here), so the page is titled as the menu says.
 */
export function AdminCinemasPage() {
  const cinemas = useQuery(myCinemasQuery());
  const hasCinemas = Boolean(cinemas.data?.length);
  return (
    <AdminPage
      wide
      title="Update Screen"
      lead="Your cinemas: choose a screen to set its seats and prices. A screen takes shows once they are set."
      actions={
        <>
          <Link to={paths.addCinema.getHref()} className={primaryLinkClass}>
            Add Cinema
          </Link>
          <Link to={paths.liveYourShow.getHref()} className={secondaryLinkClass}>
            Live Show
          </Link>
        </>
      }
    >
      {cinemas.isPending ? (
        <Spinner label="Loading your cinemas" />
      ) : cinemas.error ? (
        <LoadError error={cinemas.error} onRetry={() => void cinemas.refetch()} />
      ) : hasCinemas ? (
        <div className="space-y-8">
          <div className="grid gap-5 lg:grid-cols-2">
            {cinemas.data?.map((cinema) => (
              <CinemaCard key={cinema._id} cinema={cinema} />
            ))}
          </div>
          <LazyAddShowPicker />
        </div>
      ) : (
        <EmptyState />
      )}
    </AdminPage>
  );
}

function EmptyState() {
  return (
    <div className={`${cardClass} text-center`}>
      <p className="text-lg font-semibold text-slate-900">You have not added a cinema yet</p>
      <p className="mt-2 text-slate-600">
        Add your first cinema, then set the seats and prices of its screens.
      </p>
      <Link to={paths.addCinema.getHref()} className={`${primaryLinkClass} mt-5`}>
        Add your first cinema
      </Link>
    </div>
  );
}

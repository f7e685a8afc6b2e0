import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { unliveShowsQuery } from '../api/get-unlive-shows';
import { useLiveYourShow } from '../api/live-your-show';
import { LazyAddShowPicker } from './lazy-add-show-picker';
import { UnliveShowCard } from './unlive-show-card';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, secondaryLinkClass } from './ui/styles';

/** Admin: the shows added but not live yet; 'Live Show' opens one for booking and the list reloads. */
export function LiveYourShowPage() {
  const shows = useQuery(unliveShowsQuery());
  const { live, pendingId } = useLiveYourShow();
  return (
    <AdminPage
      wide
      title="Live Your Show"
      lead="Shows you added wait here. Make a show live to open it for booking."
      actions={
        <>
          <Link to={paths.adminCinemas.getHref()} className={secondaryLinkClass}>
            Your cinemas
          </Link>
          <Link to={paths.editShows.getHref()} className={secondaryLinkClass}>
            Edit a show
          </Link>
          <Link to={paths.cancelShows.getHref()} className={secondaryLinkClass}>
            Cancel a show
          </Link>
        </>
      }
    >
      <div className="space-y-8">
        {shows.isPending ? (
          <Spinner label="Loading your shows" />
        ) : shows.error && !shows.data ? (
          <LoadError error={shows.error} onRetry={() => void shows.refetch()} />
        ) : shows.data?.length ? (
          <ul aria-label="Shows to make live" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shows.data.map((show) => (
              <UnliveShowCard
                key={show._id}
                show={show}
                onLive={live}
                pending={pendingId === show._id}
                busy={pendingId !== null && pendingId !== show._id}
              />
            ))}
          </ul>
        ) : (
          <p className={`${cardClass} text-center text-lg font-semibold text-slate-900`}>
            {PAGE_TEXTS.noShowsToLive}
          </p>
        )}
        <LazyAddShowPicker />
      </div>
    </AdminPage>
  );
}

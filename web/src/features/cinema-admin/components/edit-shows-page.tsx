import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { TIMINGS } from '@cinema/contracts/browser';
import type { AdminShow } from '@cinema/contracts';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { adminShowsQuery } from '../api/cancel-show';
import { formatDateRange } from '../utils/dates';
import { EditPendingShowForm } from './edit-pending-show-form';
import { ExtendRunForm } from './extend-run-form';
import { AdminPage } from './ui/admin-page';
import { LoadError } from './ui/load-error';
import { cardClass, secondaryLinkClass } from './ui/styles';

const timingLabel = (timing: string) => TIMINGS.find((t) => t.value === timing)?.label ?? timing;

/** Admin: a show not live yet changes dates, time or screen; a live show's run is extended. */
export function EditShowsPage() {
  const shows = useQuery(adminShowsQuery());
  const open = shows.data?.filter((show) => !show.cancelled) ?? [];
  return (
    <AdminPage
      wide
      title="Edit a show"
      lead="Move a show that is not live yet to other dates, another time or screen. Extend a live show's run: the new dates go on sale at the same prices."
      actions={
        <>
          <Link to={paths.liveYourShow.getHref()} className={secondaryLinkClass}>
            Live Your Show
          </Link>
          <Link to={paths.cancelShows.getHref()} className={secondaryLinkClass}>
            Cancel a show
          </Link>
        </>
      }
    >
      {shows.isPending ? (
        <Spinner label="Loading your shows" />
      ) : shows.error && !shows.data ? (
        <LoadError error={shows.error} onRetry={() => void shows.refetch()} />
      ) : open.length ? (
        <ul aria-label="Your shows" className="grid gap-4 lg:grid-cols-2">
          {open.map((show) => (
            <ShowItem key={show.showId} show={show} />
          ))}
        </ul>
      ) : (
        <p className={`${cardClass} text-center text-lg font-semibold text-slate-900`}>No shows to edit.</p>
      )}
    </AdminPage>
  );
}

function ShowItem({ show }: { show: AdminShow }) {
  return (
    <li className={cardClass}>
      <h2 className="text-lg font-bold text-slate-900">{show.movieName}</h2>
      <p className="text-slate-600">
        {show.cinemaName} · {show.screenName} · {timingLabel(show.timing)}
      </p>
      <p className="mb-4 text-sm text-slate-600">
        {formatDateRange(show.showStart, show.showEnd)} ·{' '}
        {show.live ? `Live, ${show.dates.length} dates to come` : 'Not live yet'}
      </p>
      {show.live ? <ExtendRunForm show={show} /> : <EditPendingShowForm show={show} />}
    </li>
  );
}

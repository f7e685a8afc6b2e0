import { Link } from 'react-router-dom';
import type { AdminShow } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { formatDateRange } from '../utils/dates';
import { AdminShowList, ShowHeading } from './admin-show-list';
import { EditPendingShowForm } from './edit-pending-show-form';
import { ExtendRunForm } from './extend-run-form';
import { AdminPage } from './ui/admin-page';
import { cardClass, secondaryLinkClass } from './ui/styles';

/** Admin: a show not live yet changes dates, time or screen; a live show's run is extended. */
export function EditShowsPage() {
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
      <AdminShowList select={(show) => !show.cancelled} empty="No shows to edit.">
        {(show) => <ShowItem key={show.showId} show={show} />}
      </AdminShowList>
    </AdminPage>
  );
}

function ShowItem({ show }: { show: AdminShow }) {
  return (
    <li className={cardClass}>
      <ShowHeading show={show} />
      <p className="mb-4 text-sm text-slate-600">
        {formatDateRange(show.showStart, show.showEnd)} ·{' '}
        {show.live ? `Live, ${show.dates.length} dates to come` : 'Not live yet'}
      </p>
      {show.live ? <ExtendRunForm show={show} /> : <EditPendingShowForm show={show} />}
    </li>
  );
}

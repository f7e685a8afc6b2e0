import { useState } from 'react';
import { Link } from 'react-router-dom';
import { showWhen } from '@cinema/contracts/browser';
import type { AdminShow } from '@cinema/contracts';
import { paths } from '@/config/paths';
import type { CancelTarget } from '../api/cancel-show';
import { timingLabel } from '../utils/timing-label';
import { AdminShowList, ShowHeading } from './admin-show-list';
import { CancelShowDialog } from './cancel-show-dialog';
import { AdminPage } from './ui/admin-page';
import { cardClass, secondaryLinkClass } from './ui/styles';

const dangerButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700';

/** Admin: the shows still to run; a whole show or one date is cancelled with a reason, refunding everyone. */
export function CancelShowsPage() {
  const [target, setTarget] = useState<CancelTarget>();
  return (
    <AdminPage
      wide
      title="Cancel a show"
      lead="Cancel a whole show or one date. Every booking is refunded in full and its holder mailed."
      actions={
        <>
          <Link to={paths.liveYourShow.getHref()} className={secondaryLinkClass}>
            Live Your Show
          </Link>
          <Link to={paths.editShows.getHref()} className={secondaryLinkClass}>
            Edit a show
          </Link>
        </>
      }
    >
      <AdminShowList empty="No shows to run.">
        {(show) => <ShowItem key={show.showId} show={show} onCancel={setTarget} />}
      </AdminShowList>
      {target && <CancelShowDialog target={target} onClose={() => setTarget(undefined)} />}
    </AdminPage>
  );
}

function ShowItem({ show, onCancel }: { show: AdminShow; onCancel: (target: CancelTarget) => void }) {
  const label = `${show.movieName}, ${timingLabel(show.timing)}`;
  // When the page was drawn: a date that has begun can no longer be cancelled.
  const [now] = useState(Date.now);
  return (
    <li className={cardClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <ShowHeading show={show} />
          <p className="text-sm text-slate-500">
            {show.showStart} to {show.showEnd} · {show.live ? 'Live' : 'Not live yet'}
          </p>
        </div>
        {show.cancelled ? (
          <Cancelled reason={show.cancelled.reason} />
        ) : (
          <button
            type="button"
            className={dangerButton}
            onClick={() => onCancel({ kind: 'show', showId: show.showId, label })}
          >
            Cancel show
          </button>
        )}
      </div>
      {show.dates.length > 0 && (
        <ul aria-label={`Dates of ${show.movieName}`} className="mt-4 divide-y divide-slate-100">
          {show.dates.map((d) => (
            <li key={d.screeningId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-slate-800">{showWhen(d.date, show.timing)}</span>
              {d.cancelled ? (
                <Cancelled reason={d.cancelled.reason} />
              ) : Date.parse(d.startsAt) > now && !show.cancelled ? (
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() =>
                    onCancel({
                      kind: 'date',
                      screeningId: d.screeningId,
                      label: `${show.movieName} on ${showWhen(d.date, show.timing)}`,
                    })
                  }
                >
                  Cancel this date
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const Cancelled = ({ reason }: { reason: string }) => (
  <span
    className="rounded-full bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-200"
    title={reason}
  >
    Cancelled: {reason}
  </span>
);

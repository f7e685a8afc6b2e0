import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Cinema, Screen } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { formatAddedOn } from '../utils/dates';
import { FORM_CLASSES, formatCount, formatRupees, screenLabel, totalSeats } from '../utils/seat-classes';
import { primaryLinkClass, secondaryLinkClass } from './ui/styles';

/** One of the admin's cinemas: where it is, its screens with their seats and prices, and links to edit them. */
export function CinemaCard({ cinema }: { cinema: Cinema }) {
  const headingId = useId();
  const first = cinema.screenDetails[0];
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
            {cinema.cinemaName}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {cinema.cityId.cityName} · PIN {cinema.pincode}
          </p>
          <p className="text-xs text-slate-500">Added on {formatAddedOn(cinema.createdAt)}</p>
          <Link
            to={paths.cinemaSales.getHref(cinema._id)}
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Sales and buyers<span className="sr-only"> of {cinema.cinemaName}</span>
          </Link>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {first && (
            <Link to={paths.updateScreen.getHref(cinema._id, first._id)} className={primaryLinkClass}>
              Update Screen<span className="sr-only"> of {cinema.cinemaName}</span>
            </Link>
          )}
          <Link to={paths.manageScreens.getHref(cinema._id)} className={secondaryLinkClass}>
            Screens<span className="sr-only"> and details of {cinema.cinemaName}</span>
          </Link>
        </div>
      </div>
      <ul
        aria-label={`Screens of ${cinema.cinemaName}`}
        className="divide-y divide-slate-100 border-t border-slate-100"
      >
        {cinema.screenDetails.map((screen) => (
          <ScreenRow key={screen._id} cinemaId={cinema._id} screen={screen} />
        ))}
      </ul>
    </article>
  );
}

function ScreenRow({ cinemaId, screen }: { cinemaId: string; screen: Screen }) {
  const label = screenLabel(screen);
  return (
    <li className="flex items-start justify-between gap-3 px-5 py-3 sm:px-6">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {label}{' '}
          {screen.configured ? (
            <span className="text-sm font-normal text-slate-500">
              · {formatCount(totalSeats(screen))} seats
            </span>
          ) : (
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Seats not set
            </span>
          )}
        </p>
        {screen.configured && (
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
            {FORM_CLASSES.map(({ name, key }) => {
              const seatClass = screen[key];
              return seatClass ? (
                <span key={key} className="whitespace-nowrap">
                  {name} {seatClass.seat} × {formatRupees(seatClass.price)}
                </span>
              ) : null;
            })}
          </p>
        )}
      </div>
      <Link
        to={paths.updateScreen.getHref(cinemaId, screen._id)}
        // Pulled up by half its extra height: its text sits on the row's first line, its 44px target stays.
        className="-my-2.5 inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {screen.configured ? 'Edit' : 'Set seats'}
        <span className="sr-only"> of {label}</span>
      </Link>
    </li>
  );
}

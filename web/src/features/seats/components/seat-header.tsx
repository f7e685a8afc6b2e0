import { Link } from 'react-router-dom';
import type { Screening } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { dayLabel, hourLabel } from '../utils/format';

/** The show the map is for: movie, "cinema | city", date and hour, and its other dates. */
export function SeatHeader({ screening }: { screening: Screening }) {
  const { movieId, movieName, cinemaId, cinemaName, cityName, screenName, timing, date, startsAt } =
    screening;
  const dates = [...new Set([date, ...screening.dates])].sort();
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 pt-3 pb-4 lg:px-8">
        <Link
          to={`${paths.shows.getHref(movieName, movieId)}?date=${date}`}
          className="-ml-1 inline-flex min-h-11 items-center gap-1 px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">‹</span> Cinemas and timings
        </Link>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{movieName}</h1>
        <p className="mt-1 font-medium text-slate-800">
          {cinemaName} | {cityName}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          <time dateTime={startsAt}>
            {dayLabel(date, true)}, {hourLabel(startsAt)}
          </time>{' '}
          · {screenName}
        </p>
        {dates.length > 1 && (
          <nav aria-label="Show dates" className="mt-3">
            <ul className="flex gap-2 overflow-x-auto pb-1">
              {dates.map((day) => {
                const current = day === date;
                return (
                  <li key={day} className="shrink-0">
                    <Link
                      to={paths.seats.getHref(movieId, cinemaId, timing, day)}
                      aria-current={current ? 'page' : undefined}
                      replace
                      className={cx(
                        'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold ring-1 transition-colors',
                        current
                          ? 'bg-brand-600 text-white ring-brand-600'
                          : 'text-slate-700 ring-slate-300 hover:bg-brand-50 hover:text-brand-700',
                      )}
                    >
                      {dayLabel(day)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </div>
  );
}

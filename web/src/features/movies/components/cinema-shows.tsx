import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasStarted, timingLabel, type CinemaOnDate } from '../utils/shows-on-date';

const iconProps = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

const PhoneIcon = () => (
  <svg {...iconProps}>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 17.5h2" />
  </svg>
);
const FoodIcon = () => (
  <svg {...iconProps}>
    <path d="M6 9h12l-1.5 11h-9zM8 9a4 4 0 0 1 8 0" />
  </svg>
);

const priceText = ({ min, max }: { min: number; max: number }) =>
  min === max ? `Rs.${min}` : `Rs.${min} – Rs.${max}`;

interface CinemaShowsProps {
  entry: CinemaOnDate;
  movieId: string;
  date: string;
}

/** One cinema on the chosen day: "name | city", its badges, and a link per timing to the seat page. */
export function CinemaShows({ entry: { cinema, timings }, movieId, date }: CinemaShowsProps) {
  const titleId = useId();
  // Each timing's seat prices, before the seat page ("Rs.180 – Rs.400").
  const prices: Partial<Record<string, string>> = Object.fromEntries(
    cinema.shows.flatMap((show) =>
      show.priceRange && show.dates.some((d) => d.date === date)
        ? [[show.timing, priceText(show.priceRange)]]
        : [],
    ),
  );
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 px-4 py-5 sm:px-6 md:flex-row md:gap-8">
      <div className="md:w-80 md:shrink-0">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {cinema.cinemaName} | {cinema.cityId.cityName}
        </h2>
        <ul aria-label="Facilities" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs font-medium">
          <li className="flex items-center gap-1 text-emerald-700">
            <PhoneIcon />
            M-Ticket
          </li>
          <li className="flex items-center gap-1 text-orange-700">
            <FoodIcon />
            {'Food & Beverage'}
          </li>
        </ul>
      </div>
      <ul aria-label="Show timings" className="flex flex-wrap gap-3">
        {timings.map((timing) =>
          // A show that has begun is not offered: its timing stays, greyed, saying why.
          hasStarted(date, timing) ? (
            <li key={timing}>
              <span
                aria-disabled="true"
                className="inline-flex min-h-11 min-w-28 cursor-not-allowed flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-4 text-sm font-semibold text-slate-500"
              >
                {timingLabel(timing)}
                <span className="text-xs font-normal">Started · not bookable</span>
              </span>
            </li>
          ) : (
            <li key={timing} className="flex flex-col items-center gap-0.5">
              <Link
                to={paths.seats.getHref(movieId, cinema._id, timing, date)}
                className="inline-flex min-h-11 min-w-28 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-emerald-700 transition-colors hover:border-emerald-600 hover:bg-emerald-50"
              >
                {timingLabel(timing)}
              </Link>
              {prices[timing] && <span className="text-xs text-slate-600">{prices[timing]}</span>}
            </li>
          ),
        )}
      </ul>
    </article>
  );
}

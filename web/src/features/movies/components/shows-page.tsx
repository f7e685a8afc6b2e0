import { useMemo, useState } from 'react';
import { indianDate, PAGE_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/config/site';
import { useShowCinema, type ShowCinemaData } from '../api/get-show-cinema';
import { useSelectedDate } from '../hooks/use-selected-date';
import { dateStrip, dayParts } from '../utils/dates';
import { cinemasOnDate, datesWithShows } from '../utils/shows-on-date';
import { CinemaShows } from './cinema-shows';
import { DateStrip } from './date-strip';
import { ShowsHeader } from './shows-header';
import { ShowsLegend } from './shows-legend';
import { LoadProblem } from './ui/load-problem';

interface ShowsPageProps {
  movieId: string;
  /** The viewer's city, when the page knows one: its cinemas come first. */
  cityId?: string;
}

/** The spec's shows page: a 7-day strip from today (India), and the cinemas and timings of the chosen day. */
export function ShowsPage({ movieId, cityId }: ShowsPageProps) {
  const shows = useShowCinema(movieId, cityId);
  // Fixed for the visit, so the strip does not move under the viewer at midnight.
  const [today] = useState(() => indianDate(new Date()));
  if (shows.isPending) return <Spinner label="Loading shows" />;
  if (!shows.data) return <LoadProblem error={shows.error} onRetry={shows.reload} />;
  return <ShowsView data={shows.data} movieId={movieId} today={today} cityId={cityId} />;
}

interface ShowsViewProps {
  data: ShowCinemaData;
  movieId: string;
  today: string;
  cityId?: string;
}

function ShowsView({ data: { movieDetails: movie, cinemas }, movieId, today, cityId }: ShowsViewProps) {
  const days = useMemo(() => dateStrip(today), [today]);
  const withShows = useMemo(() => datesWithShows(cinemas), [cinemas]);
  const [date, selectDate] = useSelectedDate(days, withShows);
  const showing = cinemasOnDate(cinemas, date, cityId);
  const { weekday, day, month } = dayParts(date);

  // No background of its own: the app's (the body's) runs on to the footer, where a grey of the
  // page's own stopped short on a short list and left a lighter band above it.
  return (
    <div className="animate-fade-in pb-10">
      <title>{`${movie.movieName} · Cinemas and show timings · ${SITE.name}`}</title>
      <ShowsHeader movie={movie} />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:justify-between lg:px-8">
          <DateStrip days={days} selected={date} onSelect={selectDate} />
          <ShowsLegend />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-0 pt-4 sm:px-4 lg:px-8">
        <p role="status" className="sr-only">
          {showing.length
            ? `${showing.length} ${showing.length === 1 ? 'cinema' : 'cinemas'} showing on ${weekday} ${day} ${month}`
            : `No shows on ${weekday} ${day} ${month}`}
        </p>
        {showing.length ? (
          <ul
            aria-label="Cinemas"
            className="divide-y divide-slate-200 bg-white shadow-sm ring-1 ring-slate-200 sm:rounded-2xl"
          >
            {showing.map((entry) => (
              <li key={entry.cinema._id}>
                <CinemaShows entry={entry} movieId={movieId} date={date} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="bg-white px-4 py-14 text-center shadow-sm ring-1 ring-slate-200 sm:rounded-2xl">
            <p className="text-lg font-semibold text-slate-900">{PAGE_TEXTS.noShow}</p>
            <p className="mt-2 text-slate-600">Pick another date above, or check back soon.</p>
          </div>
        )}
      </div>
    </div>
  );
}

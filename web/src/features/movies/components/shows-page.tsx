import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { indianDate, PAGE_TEXTS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { SITE } from '@/config/site';
import { chooseCity, useChosenCity } from '@/lib/city';
import { showCinemaQuery, type ShowCinemaData } from '../api/get-show-cinema';
import { useSelectedDate } from '../hooks/use-selected-date';
import { isUnreleased } from '../utils/booking-state';
import { dateStrip, dayParts, formatIndianDate } from '../utils/dates';
import { cinemasOnDate, citiesOf, datesWithShows } from '../utils/shows-on-date';
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

/**
 * Where the 7-day strip starts: today, or a later date with shows asked for in the address that
 * lies beyond today's week (a film that opens later, reached by 'Opens 12 Dec').
 */
function stripStart(today: string, asked: string | null, withShows: ReadonlySet<string>) {
  return asked && withShows.has(asked) && !dateStrip(today).includes(asked) && asked > today ? asked : today;
}

/** The spec's shows page: a 7-day strip from today (India), and the cinemas and timings of the chosen day. */
export function ShowsPage({ movieId, cityId }: ShowsPageProps) {
  const shows = useQuery(showCinemaQuery(movieId, cityId));
  // Fixed for the visit, so the strip does not move under the viewer at midnight.
  const [today] = useState(() => indianDate(new Date()));
  if (shows.isPending) return <Spinner label="Loading shows" />;
  if (!shows.data) return <LoadProblem error={shows.error} onRetry={() => void shows.refetch()} />;
  return <ShowsView data={shows.data} movieId={movieId} today={today} cityId={cityId} />;
}

interface ShowsViewProps {
  data: ShowCinemaData;
  movieId: string;
  today: string;
  cityId?: string;
}

function ShowsView({ data: { movieDetails: movie, cinemas: all }, movieId, today, cityId }: ShowsViewProps) {
  const chosen = useChosenCity();
  const cities = useMemo(() => citiesOf(all), [all]);
  // A city the viewer chose shows its own cinemas only, the other cities where the movie plays a
  // tap away; without a choice every cinema is listed, the featured city's first.
  const chosenId = chosen.cityId;
  const cinemas = useMemo(
    () => (chosenId ? all.filter((cinema) => cinema.cityId._id === chosenId) : all),
    [all, chosenId],
  );
  const cityName = cities.find((c) => c._id === chosenId)?.cityName ?? chosen.cityName;
  const elsewhere = cities.filter((c) => c._id !== chosenId);
  const withShows = useMemo(() => datesWithShows(cinemas), [cinemas]);
  const start = stripStart(today, useSearchParams()[0].get('date'), withShows);
  const days = useMemo(() => dateStrip(start), [start]);
  const [date, selectDate] = useSelectedDate(days, withShows);
  // A film that opens after the week: its first date, a tap away (the strip then starts there).
  const firstLater = [...withShows].sort().find((d) => d > days.at(-1)!);
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
        {chosenId && (
          <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 px-4 text-sm text-slate-700 sm:px-0">
            <p>
              {cinemas.length ? 'Cinemas in ' : 'Not playing in '}
              <strong className="text-slate-900">{cityName}</strong>
            </p>
            {elsewhere.length > 0 && (
              <div
                role="group"
                aria-label="Playing in other cities"
                className="flex flex-wrap items-center gap-2"
              >
                <span className="text-slate-500">{cinemas.length ? 'Also in:' : 'Playing in:'}</span>
                {elsewhere.map((city) => (
                  <button
                    key={city._id}
                    type="button"
                    onClick={() => chooseCity({ cityId: city._id, cityName: city.cityName })}
                    className="inline-flex min-h-9 items-center rounded-full border border-slate-300 bg-white px-3 font-medium text-brand-700 hover:border-brand-500"
                  >
                    {city.cityName}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
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
            {firstLater ? (
              <button
                type="button"
                onClick={() => selectDate(firstLater)}
                className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                First shows on {formatIndianDate(firstLater)}
              </button>
            ) : isUnreleased(movie, today) && withShows.size === 0 ? (
              <p className="mt-2 text-slate-600">
                Coming soon: releases on {formatIndianDate(movie.releaseDate)}. Bookings open when cinemas add
                shows.
              </p>
            ) : (
              <p className="mt-2 text-slate-600">
                {chosenId && cinemas.length === 0
                  ? elsewhere.length
                    ? `Not in ${cityName} yet: choose a city above where it plays.`
                    : 'Check back soon.'
                  : 'Pick another date above, or check back soon.'}
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

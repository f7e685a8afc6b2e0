import { useQuery } from '@tanstack/react-query';
import type { ScreenLiveShow } from '@cinema/contracts';
import { screenLiveShowsQuery } from '../api/get-screen-live-shows';
import { formatDateRange } from '../utils/dates';
import { formatRupees } from '../utils/seat-classes';
import { timingLabel } from '../utils/timing-label';

interface ScreenLiveShowsNoteProps {
  screenId: string;
  /** 'Screen-1', as the page names it. */
  screenName: string;
  /** Set once this page saved the screen: the note then says what the save reached. */
  saved: boolean;
}

const pricesOf = (show: ScreenLiveShow) =>
  show.prices.map((p) => `${p.seatType} ${formatRupees(p.price)}`).join(' · ');

/**
 * What a change of the screen reaches: going live freezes a show's seats and prices, so the
 * screen's live shows keep theirs, and only shows made live after the save take the new ones.
 * Said before the save (next to its button) and again, as a status, once it is done.
 */
export function ScreenLiveShowsNote({ screenId, screenName, saved }: ScreenLiveShowsNoteProps) {
  const shows = useQuery(screenLiveShowsQuery(screenId));
  const list = shows.data ?? [];
  return (
    <section
      aria-labelledby="live-shows-note-title"
      className="min-h-24 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200"
    >
      <h2 id="live-shows-note-title" className="font-semibold">
        Shows already live keep their prices
      </h2>
      <p className="mt-1">
        A show&apos;s seats and prices are fixed when it goes live. New seats and prices apply to shows made
        live after you save.
      </p>
      {saved && (
        <p role="status" className="mt-2 font-semibold">
          Saved.{' '}
          {list.length > 0
            ? `${list.length === 1 ? 'The live show below keeps' : `The ${list.length} live shows below keep`} the old prices.`
            : `No live show on ${screenName} kept old prices.`}
        </p>
      )}
      {shows.isPending ? (
        <p className="mt-2 text-sky-800">Checking the live shows on {screenName}…</p>
      ) : shows.isError ? (
        <p className="mt-2">
          The live shows on {screenName} could not be read.{' '}
          <button
            type="button"
            onClick={() => void shows.refetch()}
            className="font-semibold text-sky-900 underline underline-offset-2"
          >
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="mt-2">No show is live on {screenName} now.</p>
      ) : (
        <>
          <p className="mt-2">Live on {screenName}, keeping the prices they went live with:</p>
          <ul aria-label={`Live shows on ${screenName}`} className="mt-1 space-y-1.5">
            {list.map((show) => (
              <li key={show.showId} className="rounded-md bg-white/70 px-3 py-2 ring-1 ring-sky-100">
                <span className="font-semibold">{show.movieName}</span> · {timingLabel(show.timing)} ·{' '}
                {formatDateRange(show.nextDate, show.showEnd)}
                <span className="block text-sky-900">{pricesOf(show)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { useId } from 'react';
import type { Show } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { formatDateRange } from '../utils/dates';
import { timingLabel } from '../utils/timing-label';

interface UnliveShowCardProps {
  show: Show;
  onLive: (showId: string) => void;
  /** This card's show is being made live. */
  pending: boolean;
  /** Another card's show is being made live. */
  busy: boolean;
}

/** A pending show: movie, where and when, and the 'Live Show' button. */
export function UnliveShowCard({ show, onLive, pending, busy }: UnliveShowCardProps) {
  const headingId = useId();
  const timing = timingLabel(show.timing);
  return (
    <li
      aria-labelledby={headingId}
      className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      {show.movieId.thumbnail ? (
        <img
          src={show.movieId.thumbnail}
          alt=""
          width={72}
          height={108}
          loading="lazy"
          className="h-27 w-18 shrink-0 rounded-lg bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-27 w-18 shrink-0 rounded-lg bg-slate-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          {show.movieId.movieName}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700">
          {show.cinemaId.cinemaName} | {show.cinemaId.cityId.cityName}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-600">
          <dt className="sr-only">Screen</dt>
          <dd className="col-span-2">
            {show.screenName} · {timing}
          </dd>
          <dt className="sr-only">Dates</dt>
          <dd className="col-span-2">{formatDateRange(show.showStart, show.showEnd)}</dd>
        </dl>
        <button
          type="button"
          onClick={() => onLive(show._id)}
          disabled={pending || busy}
          aria-busy={pending || undefined}
          aria-label={pending ? undefined : `Live Show: ${show.movieId.movieName}`}
          className="mt-3 inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-300"
        >
          {pending ? LOADING_TEXTS.updating : 'Live Show'}
        </button>
      </div>
    </li>
  );
}

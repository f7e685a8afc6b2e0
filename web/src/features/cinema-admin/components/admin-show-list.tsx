import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminShow } from '@cinema/contracts';
import { Spinner } from '@/components/ui/spinner';
import { adminShowsQuery } from '../api/cancel-show';
import { timingLabel } from '../utils/timing-label';
import { LoadError } from './ui/load-error';
import { cardClass } from './ui/styles';

interface AdminShowListProps {
  /** Which of the admin's shows the page lists (all of them when not given). */
  select?: (show: AdminShow) => boolean;
  /** Said in a card when no show is listed. */
  empty: string;
  children: (show: AdminShow) => ReactNode;
}

/** The admin's shows still to run, loaded once for the edit and cancel pages, one card each. */
export function AdminShowList({ select, empty, children }: AdminShowListProps) {
  const shows = useQuery(adminShowsQuery());
  if (shows.isPending) return <Spinner label="Loading your shows" />;
  if (shows.error && !shows.data)
    return <LoadError error={shows.error} onRetry={() => void shows.refetch()} />;
  const listed = select ? shows.data.filter(select) : shows.data;
  if (!listed.length)
    return <p className={`${cardClass} text-center text-lg font-semibold text-slate-900`}>{empty}</p>;
  return (
    <ul aria-label="Your shows" className="grid gap-4 lg:grid-cols-2">
      {listed.map(children)}
    </ul>
  );
}

/** A show card's title and where it plays: movie, then cinema · screen · timing. */
export function ShowHeading({ show }: { show: AdminShow }) {
  return (
    <>
      <h2 className="text-lg font-bold text-slate-900">{show.movieName}</h2>
      <p className="text-slate-600">
        {show.cinemaName} · {show.screenName} · {timingLabel(show.timing)}
      </p>
    </>
  );
}

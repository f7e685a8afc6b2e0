import { Link } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { indianDate } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/class-names';
import { bookingState } from '../utils/booking-state';
import { dateStrip, dayParts, formatIndianDate } from '../utils/dates';
import { primaryLinkClass } from './ui/styles';

/**
 * The shows page for `date`: within the week its strip opens on the first date with shows anyway;
 * a later date is asked for in the address, and the strip starts there.
 */
const showsOn = (movie: Movie, date: string) => {
  const href = paths.shows.getHref(movie.movieName, movie._id);
  return dateStrip(indianDate(new Date())).includes(date) ? href : `${href}?date=${date}`;
};

/**
 * What the movie page offers each account type (the spec's movie detail); visitors book like
 * viewers, when there is something to book: a film that opens later leads to its first date, one
 * with no show yet says so (and when it releases) instead of leading to 'No Show Found'.
 */
export function MovieAction({ movie, className }: { movie: Movie; className?: string }) {
  const { isLoggedIn, user } = useAuth();
  const accountType = isLoggedIn ? user?.accountType : undefined;
  const linkClass = cx(primaryLinkClass, 'min-h-12 px-8 text-lg', className);
  if (accountType === 'SuperAdmin')
    return (
      <Link to={paths.updateMovie.getHref(movie._id)} className={linkClass}>
        Update Movie
      </Link>
    );
  if (accountType === 'Admin')
    return (
      <Link to={paths.addShow.getHref(movie._id)} className={linkClass}>
        Add Show
      </Link>
    );

  const state = bookingState(movie, indianDate(new Date()));
  if (state.kind === 'book')
    return (
      <Link to={showsOn(movie, state.date)} className={linkClass}>
        Book Tickets
      </Link>
    );
  if (state.kind === 'opens') {
    const { day, month } = dayParts(state.date);
    return (
      <Link
        to={showsOn(movie, state.date)}
        aria-label={`Opens ${day} ${month}: book tickets`}
        className={linkClass}
      >
        Opens {day} {month}
      </Link>
    );
  }
  return (
    <p
      role="note"
      className={cx(
        'rounded-lg bg-slate-900/90 px-4 py-3 text-sm ring-1 ring-white/25 sm:text-base md:max-w-lg',
        className,
      )}
    >
      <strong className="block text-base font-semibold sm:text-lg">
        {state.releaseDate ? 'Coming soon' : 'No shows yet'}
      </strong>
      {state.releaseDate
        ? `Releases on ${formatIndianDate(state.releaseDate)}. Bookings open when cinemas add shows.`
        : 'Bookings open when cinemas add shows.'}
    </p>
  );
}

import { Link } from 'react-router-dom';
import type { Movie } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { cx } from '@/lib/class-names';
import { primaryLinkClass } from './ui/styles';

/** What the movie page offers each account type (the spec's movie detail); visitors book like viewers. */
function actionFor(movie: Movie, accountType: string | undefined) {
  if (accountType === 'SuperAdmin')
    return { label: 'Update Movie', href: paths.updateMovie.getHref(movie._id) };
  if (accountType === 'Admin') return { label: 'Add Show', href: paths.addShow.getHref(movie._id) };
  return { label: 'Book Tickets', href: paths.shows.getHref(movie.movieName, movie._id) };
}

export function MovieAction({ movie, className }: { movie: Movie; className?: string }) {
  const { isLoggedIn, user } = useAuth();
  const { label, href } = actionFor(movie, isLoggedIn ? user?.accountType : undefined);
  return (
    <Link to={href} className={cx(primaryLinkClass, 'min-h-12 px-8 text-lg', className)}>
      {label}
    </Link>
  );
}

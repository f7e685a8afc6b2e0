import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';
import { paths } from '@/config/paths';

/** The two-word mark; links home. */
export function Logo() {
  const [first, second] = SITE.brand;
  return (
    <Link
      to={paths.home.getHref()}
      aria-label={`${SITE.name} home`}
      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md text-xl font-extrabold tracking-tight"
    >
      <span className="text-ink">{first.toLowerCase()}</span>
      <span className="rounded-md bg-brand-600 px-1.5 py-0.5 text-white">{second.toLowerCase()}</span>
    </Link>
  );
}

import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { ApiError } from '@/lib/api-client';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

/** Why there is no seat map: an unknown show (with a way back), or a failed load (with a retry). */
export default function NoSeatMap({
  error,
  movieId,
  onRetry,
}: {
  error: unknown;
  movieId: string;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = missing ? 'Show not found' : 'Could not load the seats';
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${title} · ${SITE.name}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {reason}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {missing ? (
          <Link to={paths.movieById.getHref(movieId)} className={linkClass}>
            See the movie
          </Link>
        ) : (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </button>
        )}
        <Link to={paths.home.getHref()} className={linkClass}>
          {PAGE_TEXTS.backToHome}
        </Link>
      </div>
    </section>
  );
}

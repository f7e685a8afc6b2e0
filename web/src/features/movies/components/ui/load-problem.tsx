import { Link } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { SITE } from '@/config/site';
import { ApiError } from '@/lib/api-client';
import { primaryLinkClass, secondaryLinkClass } from './styles';

/** An unknown id (404, or 400 for one the server cannot even read) rather than a failure to load. */
export const isMovieMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * Why a movie page has nothing to show: the spec's 'Movie not found' for an unknown movie, or the
 * reason a load failed with a way to try again.
 */
export function LoadProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isMovieMissing(error);
  const title = missing ? PAGE_TEXTS.movieNotFound : 'Could not load this movie';
  const reason = error instanceof ApiError ? error.message : 'Something went wrong.';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${title} · ${SITE.name}`}</title>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {missing ? 'This movie is not on our screens. Find another one to watch.' : reason}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {missing ? (
          <Link to={paths.movies.getHref()} className={primaryLinkClass}>
            Browse movies
          </Link>
        ) : (
          <button type="button" onClick={onRetry} className={primaryLinkClass}>
            Try again
          </button>
        )}
        <Link to={paths.home.getHref()} className={secondaryLinkClass}>
          {PAGE_TEXTS.backToHome}
        </Link>
      </div>
    </section>
  );
}

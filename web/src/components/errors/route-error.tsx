import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PAGE_TEXTS } from '@cinema/contracts';
import { paths } from '@/config/paths';

/** Shown when a route fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">
        {detail ?? 'This page could not be shown.'} Reloading usually helps.
      </p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Reload
        </button>
        <Link
          to={paths.home.getHref()}
          reloadDocument
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800"
        >
          {PAGE_TEXTS.backToHome}
        </Link>
      </div>
    </div>
  );
}

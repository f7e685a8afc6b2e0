import { Component, type ReactNode } from 'react';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';

/** Shown when a route fails to load or render (for example a stale chunk after a deploy). */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-600">This page could not be shown. Reloading usually helps.</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Reload
        </button>
        <a
          href={paths.home.getHref()}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 font-semibold text-slate-800"
        >
          {PAGE_TEXTS.backToHome}
        </a>
      </div>
    </div>
  );
}

/** Catches a page's render or chunk-load failure; the layout keys it by path, so navigating resets it. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

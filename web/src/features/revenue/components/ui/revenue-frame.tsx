import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';

interface RevenueFrameProps {
  title: string;
  /** The screen one level up ("Cities Revenue" above a city), shown above the title. */
  back?: { label: string; href: string };
  lead?: ReactNode;
  /** Buttons and links on the title's line (Refresh, the way to the sibling screen). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every revenue screen: document title, way back, heading with its actions on one
 * line, a short lead under it and the body, so a phone shows figures in its first screen.
 */
export function RevenueFrame({ title, back, lead, actions, children }: RevenueFrameProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-10 lg:px-8">
      <title>{`${title} · ${SITE.name}`}</title>
      {back && (
        <Link
          to={back.href}
          className="-mt-2 mb-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
        >
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
      <div className="mt-3 flex items-center gap-1 sm:gap-2">
        <h1 className="min-w-0 flex-1 text-xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {title}
        </h1>
        {actions}
      </div>
      {lead && <div className="mt-1 text-slate-600">{lead}</div>}
      <div className="mt-5 space-y-6 sm:mt-6">{children}</div>
    </section>
  );
}

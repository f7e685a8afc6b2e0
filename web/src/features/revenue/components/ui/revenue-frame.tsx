import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SITE } from '@/config/site';

interface RevenueFrameProps {
  title: string;
  /** The screen one level up ("Cities Revenue" above a city), shown above the title. */
  back?: { label: string; href: string };
  lead?: ReactNode;
  /** Links or buttons beside the title (under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every revenue screen: document title, way back, heading, lead and the body. */
export function RevenueFrame({ title, back, lead, actions, children }: RevenueFrameProps) {
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10 lg:px-8">
      <title>{`${title} · ${SITE.name}`}</title>
      {back && (
        <Link
          to={back.href}
          className="-mt-2 mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-slate-600 hover:text-brand-700"
        >
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {lead && <div className="mt-2 text-slate-600">{lead}</div>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}

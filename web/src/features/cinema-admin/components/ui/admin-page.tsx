import type { ReactNode } from 'react';
import { SITE } from '@/config/site';

interface AdminPageProps {
  title: string;
  lead?: ReactNode;
  /** Links beside the title (stacked under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

/** The frame of every admin screen: document title, heading, lead text and the page's body. */
export function AdminPage({ title, lead, actions, children, wide = false }: AdminPageProps) {
  return (
    <section className={`mx-auto px-4 py-8 sm:py-10 lg:px-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <title>{`${title} · ${SITE.name}`}</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead && <p className="mt-2 text-slate-600">{lead}</p>}
        </div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

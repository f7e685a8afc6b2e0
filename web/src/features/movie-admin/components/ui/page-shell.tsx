import type { ReactNode } from 'react';
import { SITE } from '@/config/site';

interface PageShellProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The SuperAdmin movie pages' frame: title, a short lead, then the page's cards. */
export function PageShell({ title, lead, children }: PageShellProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-8 sm:py-10 lg:px-8">
      <title>{`${title} · ${SITE.name}`}</title>
      <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

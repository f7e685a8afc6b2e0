import type { ReactNode } from 'react';
import { SITE } from '@/config/site';

interface ContentLayoutProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** A readable single-column page for the static help screens. */
export function ContentLayout({ title, lead, children }: ContentLayoutProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14 lg:px-8">
      <title>{`${title} · ${SITE.name}`}</title>
      <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{SITE.name} help</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
      <div className="mt-8 space-y-4 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2">
        {children}
      </div>
    </article>
  );
}

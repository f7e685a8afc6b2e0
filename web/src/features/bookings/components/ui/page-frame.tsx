import type { ReactNode } from 'react';
import { SITE } from '@/config/site';
import { cx } from '@/lib/class-names';

interface PageFrameProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The frame of a booking screen: document title, heading and lead text over the page's body. */
export function PageFrame({ title, lead, children, className }: PageFrameProps) {
  return (
    <section className={cx('mx-auto w-full px-4 py-8 sm:py-10 lg:px-8', className ?? 'max-w-4xl')}>
      <title>{`${title} · ${SITE.name}`}</title>
      <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 text-slate-600">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

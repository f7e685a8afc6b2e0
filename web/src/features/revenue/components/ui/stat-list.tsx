import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';

export interface Stat {
  label: string;
  value: ReactNode;
  /** The headline figure (total revenue): larger, in the brand colour. */
  lead?: boolean;
}

const WIDE_COLUMNS: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** Key figures as tiles: two a row on phones (the lead one across when the rest pair up), one row on wide screens. */
export function StatList({ stats }: { stats: readonly Stat[] }) {
  const leadSpans = stats.length % 2 === 1;
  return (
    <dl className={cx('grid grid-cols-2 gap-3', WIDE_COLUMNS[stats.length])}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cx(
            'min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5',
            stat.lead && leadSpans && 'col-span-2 lg:col-span-1',
          )}
        >
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{stat.label}</dt>
          <dd
            className={cx(
              'mt-1 font-bold break-words tabular-nums',
              stat.lead ? 'text-2xl text-brand-700 sm:text-3xl' : 'text-xl text-slate-900 sm:text-2xl',
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

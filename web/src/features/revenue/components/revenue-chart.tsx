import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '@/lib/class-names';
import type { RevenueDay } from '../api/types';
import type { ChartSize, RevenueChartHandle } from '../chart/draw-revenue-chart';
import { formatDay, formatPaise } from '../utils/format';
import { fillDays, summarise } from '../utils/series';
import { cardClass, sectionTitleClass } from './ui/styles';

// The chart library loads only here, once the page's figures are on screen: never at start-up.
export const loadChart = () => import('../chart/draw-revenue-chart');

// Heights match the frame's room for them (min-h below), so nothing moves when the chart arrives.
const sizeOf = (el: HTMLElement): ChartSize => ({
  width: el.clientWidth,
  height: window.matchMedia('(min-width: 640px)').matches ? 280 : 220,
});

type ChartState = 'loading' | 'drawn' | 'failed';

/**
 * Revenue per day as bars, for the eye; the same figures stay in words (a summary everyone sees
 * and a table for screen readers, shown to all if the chart cannot load).
 */
export function RevenueChart({ series }: { series: readonly RevenueDay[] }) {
  const days = useMemo(() => fillDays(series), [series]);
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ChartState>('loading');
  const titleId = useId();

  useEffect(() => {
    const el = host.current;
    if (days.length === 0 || !el) return;
    let chart: RevenueChartHandle | undefined;
    let observer: ResizeObserver | undefined;
    let current = true;
    loadChart()
      .then(({ drawRevenueChart }) => {
        if (!current) return;
        chart = drawRevenueChart(el, days, sizeOf(el));
        setState('drawn');
        if (typeof ResizeObserver === 'function') {
          observer = new ResizeObserver(() => chart?.resize(sizeOf(el)));
          observer.observe(el);
        }
      })
      // A chunk that did not load (a new deploy, a dropped connection) or a browser without canvas.
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days]);

  const summary = summarise(days);
  return (
    <figure aria-labelledby={titleId} className={cx(cardClass, 'relative')}>
      <figcaption>
        <h2 id={titleId} className={sectionTitleClass}>
          Revenue per day
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {days.length === 0 ? (
            'No sales yet: the chart starts with the first booking.'
          ) : days.length === 1 ? (
            // One day: its total is the whole story (no "over 1 day", no best day of one).
            `${formatPaise(summary.totalPaise)} on ${formatDay(days[0]!.date)}`
          ) : (
            <>
              {formatPaise(summary.totalPaise)} over {summary.days} days
              {summary.best && (
                <>
                  {' '}
                  · best day {formatDay(summary.best.date)} ({formatPaise(summary.best.revenuePaise)})
                </>
              )}
            </>
          )}
        </p>
      </figcaption>
      {days.length > 0 && (
        <>
          <div className={cx('relative mt-4', state === 'failed' && 'hidden')}>
            <div
              ref={host}
              aria-hidden="true"
              data-testid="revenue-chart"
              className="min-h-[252px] sm:min-h-[312px]"
            />
            {state === 'loading' && (
              <div aria-hidden="true" className="absolute inset-0 animate-pulse rounded-xl bg-slate-100" />
            )}
          </div>
          {state === 'failed' && (
            <p className="mt-3 text-sm text-slate-600">The chart could not load; here are the figures.</p>
          )}
          <DayTable days={days} visible={state === 'failed'} />
        </>
      )}
    </figure>
  );
}

/** The chart's figures as a table: its text alternative. */
function DayTable({ days, visible }: { days: readonly RevenueDay[]; visible: boolean }) {
  return (
    <table className={visible ? 'mt-3 w-full text-left text-sm' : 'sr-only'}>
      <caption className="sr-only">Revenue per day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col" className="text-right">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="font-normal">
              {formatDay(day.date)}
            </th>
            <td className="text-right tabular-nums">{formatPaise(day.revenuePaise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

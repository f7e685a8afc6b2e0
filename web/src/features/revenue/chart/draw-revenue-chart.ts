import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { RevenueDay } from '../api/types';
import { formatCompactRupees, formatDay, formatPaise } from '../utils/format';
import { toChartColumns } from '../utils/series';

/*
 * uPlot, loaded with this module only once a revenue page has rendered its figures: ~20 KB gz of
 * canvas charting that no other page pays for. The page keeps the figures in text (a summary and a
 * table for screen readers), so the canvas and its readout are for the eye.
 */

const DAY = 86_400;
const BRAND = '#e11d48';
const BRAND_DARK = '#be123c';
const INK = '#475569';
const GRID = '#e2e8f0';
const FONT = '12px system-ui, sans-serif';
/** The readout line's height and margin (min-h-6, mb-2), in CSS pixels. */
const READOUT_ROOM = 32;

export interface ChartSize {
  width: number;
  height: number;
}

export interface RevenueChartHandle {
  resize(size: ChartSize): void;
  destroy(): void;
}

const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString();
const shortDay = (seconds: number) => formatDay(dayOf(seconds)).replace(/ \d{4}$/, '');

/** One line above the bars: the pointed (or tapped) day and its revenue, else the last day's. */
function readoutFor(days: readonly RevenueDay[]) {
  const line = document.createElement('p');
  line.className = 'mb-2 min-h-6 text-sm text-slate-600 tabular-nums';
  const show = (index: number) => {
    const day = days[index];
    if (!day) return;
    line.replaceChildren();
    const label = document.createElement('span');
    label.className = 'font-semibold text-slate-900';
    label.textContent = formatDay(day.date);
    line.append(label, ` · ${formatPaise(day.revenuePaise)}`);
  };
  show(days.length - 1);
  return { line, show: (index: number | null | undefined) => show(index ?? days.length - 1) };
}

/** Draws revenue per day as bars into `target` (one bar per Indian calendar day, amounts in rupees). */
export function drawRevenueChart(
  target: HTMLElement,
  days: readonly RevenueDay[],
  size: ChartSize,
): RevenueChartHandle {
  const columns = toChartColumns(days);
  const first = columns[0][0] ?? 0;
  const last = columns[0].at(-1) ?? first;
  // A single day needs no readout: the summary above already says its day and amount. The bars
  // take the readout's room instead, so the chart is as tall either way.
  const readout = days.length > 1 ? readoutFor(days) : undefined;
  const fit = (next: ChartSize) => (readout ? next : { ...next, height: next.height + READOUT_ROOM });
  if (readout) target.append(readout.line);
  const options: uPlot.Options = {
    ...fit(size),
    // Days are calendar dates (UTC midnights here), whatever the reader's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    padding: [8, 8, 0, 0],
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    legend: { show: false },
    hooks: { setCursor: [(u) => readout?.show(u.cursor.idx)] },
    scales: {
      // From the data, half a day either side so the first and last bars stand whole (uPlot's own
      // guess for a single point is a thousand days wide when x is in seconds).
      x: { time: true, range: () => [first - DAY / 2, last + DAY / 2] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 100] },
    },
    axes: [
      {
        stroke: INK,
        font: FONT,
        grid: { show: false },
        ticks: { stroke: GRID },
        incrs: [1, 2, 7, 14, 28, 56, 91, 182, 364].map((n) => n * DAY),
        values: (_u, splits) => splits.map(shortDay),
      },
      {
        stroke: INK,
        font: FONT,
        size: 64,
        grid: { stroke: GRID, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(formatCompactRupees),
      },
    ],
    series: [
      {},
      {
        label: 'Revenue',
        stroke: BRAND_DARK,
        fill: `${BRAND}cc`,
        width: 1,
        paths: uPlot.paths.bars!({ size: [0.7, 48, 2] }),
        points: { show: false },
      },
    ],
  };
  const chart = new uPlot(options, columns, target);
  return {
    resize: (next) => chart.setSize(fit(next)),
    destroy: () => {
      chart.destroy();
      readout?.line.remove();
    },
  };
}

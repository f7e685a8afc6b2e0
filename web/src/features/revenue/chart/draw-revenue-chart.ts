import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { rupeesToPaise } from '@cinema/contracts/browser';
import type { RevenueDay } from '../api/types';
import { formatCompactRupees, formatDay, formatPaise } from '../utils/format';
import { toChartColumns } from '../utils/series';

/*
 * uPlot, loaded with this module only once a revenue page has rendered its figures: ~20 KB gz of
 * canvas charting that no other page pays for. The page keeps the figures in text (a table) for
 * screen readers, so the canvas is decoration for the eye.
 */

const DAY = 86_400;
const BRAND = '#e11d48';
const BRAND_DARK = '#be123c';
const INK = '#475569';
const GRID = '#e2e8f0';
const FONT = '12px system-ui, sans-serif';

export interface ChartSize {
  width: number;
  height: number;
}

export interface RevenueChartHandle {
  resize(size: ChartSize): void;
  destroy(): void;
}

const shortDay = (seconds: number) =>
  formatDay(new Date(seconds * 1000).toISOString()).replace(/ \d{4}$/, '');
const rupees = (value: number | null | undefined) =>
  value == null ? '—' : formatPaise(rupeesToPaise(value));

/** Draws revenue per day as bars into `target` (one bar per Indian calendar day, amounts in rupees). */
export function drawRevenueChart(
  target: HTMLElement,
  days: readonly RevenueDay[],
  size: ChartSize,
): RevenueChartHandle {
  const options: uPlot.Options = {
    ...size,
    // Days are calendar dates (UTC midnights here), whatever the reader's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    padding: [12, 8, 0, 0],
    cursor: { drag: { x: false, y: false }, points: { show: false } },
    legend: { live: true },
    scales: {
      // Half a day either side, so the first and last bars stand whole.
      x: { time: true, range: (_u, min, max) => [min - DAY / 2, max + DAY / 2] },
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
      {
        label: 'Day',
        value: (_u, seconds) => (seconds == null ? '—' : formatDay(new Date(seconds * 1000).toISOString())),
      },
      {
        label: 'Revenue',
        stroke: BRAND_DARK,
        fill: `${BRAND}cc`,
        width: 1,
        paths: uPlot.paths.bars!({ size: [0.7, 48, 2] }),
        points: { show: false },
        value: (_u, value) => rupees(value),
      },
    ],
  };
  const chart = new uPlot(options, toChartColumns(days), target);
  return {
    resize: (next) => chart.setSize(next),
    destroy: () => chart.destroy(),
  };
}

import { addDays, paiseToRupees } from '@cinema/contracts/browser';
import type { RevenueDay } from '../api/types';

/**
 * The series with every calendar day between its first and last, days without sales at zero, so a
 * chart's bars stand one per day and a quiet day shows as a gap rather than being skipped.
 */
export function fillDays(series: readonly RevenueDay[]): RevenueDay[] {
  if (series.length === 0) return [];
  const byDate = new Map(series.map((day) => [day.date, day]));
  const sorted = [...byDate.keys()].sort();
  const days: RevenueDay[] = [];
  for (let date = sorted[0]!; date <= sorted.at(-1)!; date = addDays(date, 1))
    days.push(byDate.get(date) ?? { date, revenue: 0, revenuePaise: 0 });
  return days;
}

/** uPlot's columns: x in seconds (each day's UTC midnight), y in rupees. */
export function toChartColumns(days: readonly RevenueDay[]): [number[], number[]] {
  return [
    days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
    days.map((day) => paiseToRupees(day.revenuePaise)),
  ];
}

export interface SeriesSummary {
  totalPaise: number;
  days: number;
  best?: RevenueDay;
}

/** What the chart shows in words: the total, over how many days, and the best day. */
export function summarise(days: readonly RevenueDay[]): SeriesSummary {
  let best: RevenueDay | undefined;
  let totalPaise = 0;
  for (const day of days) {
    totalPaise += day.revenuePaise;
    if (day.revenuePaise > 0 && (!best || day.revenuePaise > best.revenuePaise)) best = day;
  }
  return { totalPaise, days: days.length, best };
}

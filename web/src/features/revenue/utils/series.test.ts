import { describe, expect, it } from 'vitest';
import { fillDays, summarise, toChartColumns } from './series';

const day = (date: string, revenuePaise: number) => ({ date, revenue: revenuePaise / 100, revenuePaise });

describe('revenue per day', () => {
  it('has every day from the first to the last, quiet days at zero, across a month end', () => {
    expect(
      fillDays([day('2026-08-30', 500), day('2026-09-02', 700)]).map((d) => [d.date, d.revenuePaise]),
    ).toEqual([
      ['2026-08-30', 500],
      ['2026-08-31', 0],
      ['2026-09-01', 0],
      ['2026-09-02', 700],
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it('gives the chart each day as seconds and its amount in rupees', () => {
    expect(toChartColumns([day('2026-09-01', 1_250_050)])).toEqual([
      [Date.parse('2026-09-01T00:00:00Z') / 1000],
      [12_500.5],
    ]);
  });

  it('sums up the days in words: total, how many days, the best one', () => {
    expect(summarise([day('2026-09-01', 100), day('2026-09-02', 900), day('2026-09-03', 0)])).toEqual({
      totalPaise: 1_000,
      days: 3,
      best: day('2026-09-02', 900),
    });
    expect(summarise([day('2026-09-01', 0)]).best).toBeUndefined();
  });
});

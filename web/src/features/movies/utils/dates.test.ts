import { describe, expect, it } from 'vitest';
import { dateStrip, dayParts, formatIndianDate } from './dates';

describe('movie page dates', () => {
  it('writes dates the Indian way, day first', () => {
    expect(formatIndianDate('2026-11-24')).toBe('24 Nov 2026');
    expect(formatIndianDate('2026-09-05T00:00:00.000Z')).toBe('5 Sep 2026');
    expect(formatIndianDate('soon')).toBe('soon');
  });

  it('gives the weekday, day and month of a strip date', () => {
    expect(dayParts('2026-11-24')).toEqual({ weekday: 'Tue', day: 24, month: 'Nov' });
  });

  it('makes a 7-day strip from today, across a month and a year end', () => {
    expect(dateStrip('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});

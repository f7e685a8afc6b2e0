import { describe, expect, it } from 'vitest';
import { formatCompactRupees, formatIndianDate, formatIndianDateTime, formatPaise } from './format';

describe('amounts', () => {
  it('shows paise as rupees with Indian digit grouping, paise only when there are some', () => {
    expect(formatPaise(1_234_567_800)).toBe('Rs 1,23,45,678');
    expect(formatPaise(5_025_050)).toBe('Rs 50,250.50');
    expect(formatPaise(15_000)).toBe('Rs 150');
    expect(formatPaise(5)).toBe('Rs 0.05');
    expect(formatPaise(0)).toBe('Rs 0');
  });

  it("writes a chart axis's amounts in lakh and crore", () => {
    expect(formatCompactRupees(950)).toBe('Rs 950');
    expect(formatCompactRupees(1_200_000)).toBe('Rs 12L');
    expect(formatCompactRupees(12_000_000)).toBe('Rs 1.2Cr');
  });
});

describe('dates in India', () => {
  it('dates an instant by the Indian calendar, whatever the UTC date', () => {
    expect(formatIndianDate('2026-03-01T20:00:00.000Z')).toBe('2 Mar 2026');
    expect(formatIndianDate('2026-09-30T18:29:59.000Z')).toBe('30 Sep 2026');
  });

  it('gives the time on an Indian clock', () => {
    expect(formatIndianDateTime('2026-09-03T09:35:00.000Z')).toBe('3 Sep 2026, 3:05 PM');
    expect(formatIndianDateTime('2026-09-02T18:30:00.000Z')).toBe('3 Sep 2026, 12:00 AM');
  });

  it('shows text that is no date as it is', () => {
    expect(formatIndianDate('soon')).toBe('soon');
    expect(formatIndianDateTime('soon')).toBe('soon');
  });
});

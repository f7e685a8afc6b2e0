import { describe, expect, it } from 'vitest';
import { dayLabel, hourLabel, mmss, rupees } from './format';

describe('seat page formats', () => {
  it('writes rupees whole, or with two decimals when there are paise', () => {
    expect([rupees(450), rupees(150.5), rupees(0.1 + 0.2)]).toEqual(['450', '150.50', '0.30']);
  });

  it('counts down as mm:ss, rounding up so 00:00 means the time is over', () => {
    expect([mmss(8 * 60_000), mmss(61_000), mmss(59_001), mmss(400), mmss(0), mmss(-5000)]).toEqual([
      '08:00',
      '01:01',
      '01:00',
      '00:01',
      '00:00',
      '00:00',
    ]);
  });

  it('names the day and the hour in India', () => {
    expect(dayLabel('2026-11-24')).toBe('Tue, 24 Nov');
    expect(dayLabel('2026-11-24', true)).toBe('Tue, 24 Nov 2026');
    expect(hourLabel('2026-11-24T09:30:00.000Z')).toBe('3:00 PM');
    expect(hourLabel('2026-11-23T18:30:00.000Z')).toBe('12:00 AM');
    expect(hourLabel('2026-11-24T03:30:00.000Z')).toBe('9:00 AM');
  });
});

import { describe, expect, it } from 'vitest';
import { cellText, indianDay, indianDayOf, indianTimeOf, rupeesWithPaise } from './csv-format.ts';

describe('what the bookings CSV writes', () => {
  it.each([
    [123450, '1234.50'],
    [100, '1.00'],
    [5, '0.05'],
    [0, '0.00'],
    [99999999999, '999999999.99'],
    [-2550, '-25.50'],
  ])('%i paise as %s rupees', (paise, text) => expect(rupeesWithPaise(paise)).toBe(text));

  it('writes Indian dates and times whatever the server’s zone', () => {
    expect(indianDay('2026-12-05')).toBe('05/12/2026');
    // 18:29:59 UTC is 23:59:59 the same day in India; a second later it is the next day.
    expect(indianDayOf(new Date('2026-12-10T18:29:59Z'))).toBe('10/12/2026');
    expect(indianTimeOf(new Date('2026-12-10T18:29:59Z'))).toBe('23:59');
    expect(indianDayOf(new Date('2026-12-10T18:30:00Z'))).toBe('11/12/2026');
    expect(indianTimeOf(new Date('2026-12-10T18:30:00Z'))).toBe('00:00');
  });

  it('keeps names as typed, except one a spreadsheet would run as a formula', () => {
    expect(cellText('Sharma, Riya "Rinku" रिया')).toBe('Sharma, Riya "Rinku" रिया');
    expect(cellText('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(cellText('+91 98765')).toBe("'+91 98765");
    expect(cellText('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

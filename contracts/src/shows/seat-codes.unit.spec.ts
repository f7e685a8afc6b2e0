import { describe, expect, it } from 'vitest';
import { rowLetter, seatCode, seatPlaces } from './seat-codes.ts';

describe('seat codes as the map draws the hall', () => {
  // VIP 2, BALCONY 7, REGULAR 11 (listed in another order than the hall's).
  const places = seatPlaces([
    { seatType: 'REGULAR', count: 11 },
    { seatType: 'VIP', count: 2 },
    { seatType: 'BALCONY', count: 7 },
  ]);

  it('letters rows straight through the classes, front to back, 5 seats a row', () => {
    expect(seatCode(places, 'V1')).toBe('A1');
    expect(seatCode(places, 'V2')).toBe('A2');
    expect(seatCode(places, 'B1')).toBe('B1');
    expect(seatCode(places, 'B5')).toBe('B5');
    expect(seatCode(places, 'B6')).toBe('C1');
    expect(seatCode(places, 'B7')).toBe('C2');
    expect(seatCode(places, 'R1')).toBe('D1');
    expect(seatCode(places, 'R2')).toBe('D2');
    expect(seatCode(places, 'R11')).toBe('F1');
    expect(places.get('R7')).toEqual({
      seatNumber: 'R7',
      seatType: 'REGULAR',
      row: 'E',
      place: 2,
      code: 'E2',
    });
  });

  it('gives every seat its own code, and names rows past Z as AA, AB', () => {
    const big = seatPlaces([{ seatType: 'REGULAR', count: 200 }]);
    const codes = [...big.values()].map((p) => p.code);
    expect(new Set(codes).size).toBe(200);
    expect(rowLetter(25)).toBe('Z');
    expect(rowLetter(26)).toBe('AA');
    expect(seatCode(big, 'R131')).toBe('AA1');
  });

  it('leaves a number the layout does not have as it is', () => {
    expect(seatCode(places, 'R99')).toBe('R99');
  });
});

import { describe, expect, it } from 'vitest';
import { seatList } from '../testing/fixtures';
import { placesOf, rowLetter, seatCodeOf, seatSections } from './seat-sections';

describe('seatSections', () => {
  it('groups seats by class (VIP/LUXURY, BALCONY, REGULAR) in rows of 5, in number order', () => {
    const seats = seatList({ REGULAR: { count: 6, price: 150 }, VIP: { count: 3, price: 300 } }).reverse();
    const sections = seatSections(seats);
    expect(sections.map(({ title, price }) => [title, price])).toEqual([
      ['VIP/LUXURY', 300],
      ['REGULAR', 150],
    ]);
    const numbers = sections.map((s) => s.rows.map((row) => row.map((p) => p.seat.seatId.seatNumber)));
    expect(numbers).toEqual([[['V1', 'V2', 'V3']], [['R1', 'R2', 'R3', 'R4', 'R5'], ['R6']]]);
  });

  it('letters rows across the hall and numbers seats in one order for the keyboard', () => {
    const sections = seatSections(seatList());
    const rows = sections.flatMap((s) =>
      s.rows.map((row) => `${row[0]!.row}:${row.map((p) => p.index).join(',')}`),
    );
    expect(rows).toEqual([
      'A:0,1,2,3,4',
      'B:5,6',
      'C:7,8,9,10,11',
      'D:12,13,14,15,16',
      'E:17,18,19,20,21',
      'F:22,23,24,25,26',
      'G:27,28',
    ]);
  });

  it('names each seat by its row letter and place, as the map draws it (R7 of 5 VIP, 5 balcony is D2)', () => {
    const seats = seatList({
      VIP: { count: 5, price: 1 },
      BALCONY: { count: 5, price: 1 },
      REGULAR: { count: 10, price: 1 },
    });
    const codes = seatSections(seats).flatMap((s) =>
      s.rows.flat().map((p) => `${p.seat.seatId.seatNumber}=${p.code}`),
    );
    expect(codes).toContain('R7=D2');
    expect(codes).toContain('B2=B2');
    expect(seatCodeOf(placesOf(seats), 'cin-1.show-1.2026-11-24.R7')).toBe('D2');
  });

  it('names rows past Z as a spreadsheet names columns', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(rowLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

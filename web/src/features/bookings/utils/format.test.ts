import { describe, expect, it } from 'vitest';
import {
  bookingCode,
  formatIndianDateTime,
  formatRupees,
  formatShowDate,
  formatShowTime,
  ticketCount,
} from './format';
import { groupSeats } from './group-seats';

describe('booking formats', () => {
  it('writes rupees with Indian digit grouping, paise only when there are some', () => {
    expect(formatRupees(150)).toBe('Rs 150');
    expect(formatRupees(123456)).toBe('Rs 1,23,456');
    expect(formatRupees(10000000)).toBe('Rs 1,00,00,000');
    expect(formatRupees(250.5)).toBe('Rs 250.50');
  });

  it('writes dates day first and times on the Indian clock, whatever the browser zone', () => {
    expect(formatShowDate('2026-09-06')).toBe('Sun, 6 Sep 2026');
    expect(formatShowTime('2026-11-24T03:30:00.000Z')).toBe('9:00 AM');
    expect(formatShowTime('2026-11-24T06:30:00.000Z')).toBe('12:00 PM');
    expect(formatShowTime('2026-11-24T18:30:00.000Z')).toBe('12:00 AM');
    expect(formatIndianDateTime('2026-11-23T20:05:00.000Z')).toBe('24 Nov 2026, 1:35 AM');
  });

  it('counts tickets and cuts the booking ID as the spec says (characters 2 to 10, upper case)', () => {
    expect(ticketCount(1)).toBe('1 Ticket');
    expect(ticketCount(4)).toBe('4 Tickets');
    expect(bookingCode('65f1a2b3c4d5e6f708192a3b')).toBe('F1A2B3C4');
  });

  it('groups seats VIP, BALCONY, REGULAR, in seat order, leaving empty classes out', () => {
    const seat = (seatNumber: string, seatType: 'VIP' | 'BALCONY' | 'REGULAR') => ({
      seatNumber,
      seatType,
      price: 1,
      pricePaise: 100,
    });
    expect(groupSeats([seat('R10', 'REGULAR'), seat('V1', 'VIP'), seat('R9', 'REGULAR')])).toEqual([
      { seatType: 'VIP', seatNumbers: ['V1'], rows: [] },
      { seatType: 'REGULAR', seatNumbers: ['R9', 'R10'], rows: [] },
    ]);
  });

  it('names seats as the seat map does (row letter and place), with their rows, in hall order', () => {
    const seat = (seatNumber: string, code: string, seatType: 'VIP' | 'REGULAR') => ({
      seatNumber,
      seatType,
      code,
      row: code[0]!,
      price: 1,
      pricePaise: 100,
    });
    const seats = [seat('R7', 'D2', 'REGULAR'), seat('V1', 'A1', 'VIP'), seat('R2', 'C2', 'REGULAR')];
    expect(groupSeats(seats)).toEqual([
      { seatType: 'VIP', seatNumbers: ['A1'], rows: ['A'] },
      { seatType: 'REGULAR', seatNumbers: ['C2', 'D2'], rows: ['C', 'D'] },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { seatInLayout, seatsOf, type SeatLayout } from './shows.ts';

const layout: SeatLayout = [
  { seatType: 'VIP', count: 2, pricePaise: 50_000 },
  { seatType: 'REGULAR', count: 12, pricePaise: 15_000 },
];

describe('seatInLayout', () => {
  it('prices every seat the seat list shows, exactly as the list does', () => {
    for (const seat of seatsOf(layout)) expect(seatInLayout(layout, seat.seatNumber)).toEqual(seat);
  });

  it('knows no seat beyond a class, of a class the screen does not sell, or spelled otherwise', () => {
    for (const seat of ['V3', 'R13', 'B1', 'V0', 'V01', 'V1.0', 'v1', 'R', '', 'X1'])
      expect(seatInLayout(layout, seat)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sellAtCounter, type SellAtCounter } from './counter-sale.ts';
import { SeatsUnavailableError, ScreeningStartedError, SeatUnknownError } from './errors.ts';
import { evolve, initialState, type ScreeningState } from './screening.ts';
import { holdSeats } from './decide.ts';
import { at, hold, HOLD_MS, SCREENING, screening } from './screening-fixtures.ts';

const sale = (over: Partial<SellAtCounter> = {}): SellAtCounter => ({
  type: 'SellAtCounter',
  screeningId: SCREENING,
  bookingId: 'b-counter-1',
  orderId: 'counter-1',
  sellerId: 'staff-1',
  seats: ['V1', 'R1'],
  method: 'cash',
  buyerName: 'Asha',
  buyerPhone: undefined,
  screening,
  now: at(1),
  ...over,
});

const given = (...commands: Parameters<typeof holdSeats>[0][]): ScreeningState =>
  commands.reduce((state, c) => holdSeats(c, state).reduce(evolve, state), initialState());

describe('selling at the counter', () => {
  describe('free seats', () => {
    it('books them at once for the counter, priced from the layout, paid as the seller says', () => {
      const [booked] = sellAtCounter(sale(), initialState());
      expect(booked).toMatchObject({
        type: 'SeatsBooked',
        data: {
          holdId: null,
          accountId: 'staff-1',
          totalPaise: 65_000,
          channel: 'counter',
          counter: { method: 'cash', soldBy: 'staff-1', buyerName: 'Asha' },
        },
      });
      expect(booked!.data.counter).not.toHaveProperty('buyerPhone');
    });

    it('books nothing more when the same sale is decided again', () => {
      const state = sellAtCounter(sale(), initialState()).reduce(evolve, initialState());
      expect(sellAtCounter(sale(), state)).toEqual([]);
    });

    it('refuses a seat the layout does not have', () => {
      expect(() => sellAtCounter(sale({ seats: ['Z9'] }), initialState())).toThrow(SeatUnknownError);
    });

    it('refuses once the show has started', () => {
      expect(() => sellAtCounter(sale({ now: screening.startsAt }), initialState())).toThrow(
        ScreeningStartedError,
      );
    });
  });

  describe('seats held online', () => {
    it('refuses the whole sale while a live hold has one of them, the seller’s own included', () => {
      for (const accountId of ['riya', 'staff-1'])
        expect(() =>
          sellAtCounter(sale({ seats: ['V2', 'R3'] }), given(hold({ accountId, seats: ['V2'] }))),
        ).toThrow(SeatsUnavailableError);
    });

    it('sells them once the hold has run out', () => {
      const state = given(hold({ seats: ['V2'] }));
      expect(sellAtCounter(sale({ seats: ['V2'], now: at(HOLD_MS / 60_000 + 1) }), state)).toHaveLength(1);
    });
  });

  describe('sold seats', () => {
    it('refuses a seat already sold, and an online hold then refuses it too', () => {
      const state = sellAtCounter(sale(), initialState()).reduce(evolve, initialState());
      expect(() => sellAtCounter(sale({ bookingId: 'b2', seats: ['R1'] }), state)).toThrow(
        SeatsUnavailableError,
      );
      expect(() => holdSeats(hold({ seats: ['R1'], now: at(2) }), state)).toThrow(SeatsUnavailableError);
    });
  });
});

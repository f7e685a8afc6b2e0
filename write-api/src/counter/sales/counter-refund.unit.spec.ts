import { describe, expect, it } from 'vitest';
import { counterRefundDecider, isCounterOrder, type RecordCounterRefund } from './counter-refund.ts';

const command: RecordCounterRefund = {
  type: 'RecordCounterRefund',
  orderId: 'counter-7f3a',
  bookingId: 'b1',
  screeningId: 'c1.show.2026-12-12',
  method: 'upi',
  amountPaise: 65_000,
  reason: 'Projector failure',
  now: new Date('2026-12-11T10:00:00.000Z'),
};

describe('a counter sale refunded at the counter', () => {
  it('is recorded once, with the counter as its channel and its own payment', () => {
    const [event] = counterRefundDecider.decide(command, counterRefundDecider.initialState());
    expect(event).toEqual({
      type: 'BookingRefunded',
      data: {
        orderId: 'counter-7f3a',
        bookingId: 'b1',
        screeningId: 'c1.show.2026-12-12',
        paymentId: 'counter-7f3a-upi',
        amountPaise: 65_000,
        reason: 'Projector failure',
        refundId: 'counter-refund-counter-7f3a',
        refundedAt: '2026-12-11T10:00:00.000Z',
        channel: 'counter',
      },
    });
    const after = counterRefundDecider.evolve(counterRefundDecider.initialState(), event!);
    expect(counterRefundDecider.decide({ ...command, reason: 'again' }, after)).toEqual([]);
  });

  it('tells a counter order from a gateway order', () => {
    expect(isCounterOrder('counter-7f3a')).toBe(true);
    expect(isCounterOrder('order_Nx81')).toBe(false);
  });
});

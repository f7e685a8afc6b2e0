import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { paymentDecider } from './decide.ts';
import type { RecordBookingRefund } from './booking-refund.ts';

const given = (events: DomainEvent[]) => events.reduce(paymentDecider.evolve, paymentDecider.initialState());
const at = '2026-12-10T06:00:00.000Z';
const booked: DomainEvent[] = [
  {
    type: 'PaymentOrderCreated',
    data: {
      orderId: 'o1',
      gateway: 'sandbox',
      screeningId: 'cin1.show1.2026-12-11',
      holdId: 'h1',
      accountId: 'riya',
      seats: ['V1'],
      amountPaise: 50_000,
      currency: 'INR',
      createdAt: at,
    },
  },
  { type: 'PaymentCaptured', data: { orderId: 'o1', paymentId: 'p1', via: 'verify', capturedAt: at } },
  {
    type: 'PaymentSettled',
    data: { orderId: 'o1', paymentId: 'p1', outcome: 'booked', bookingId: 'b1', settledAt: at },
  },
];
const refund = (over: Partial<RecordBookingRefund> = {}): RecordBookingRefund => ({
  type: 'RecordBookingRefund',
  orderId: 'o1',
  bookingId: 'b1',
  screeningId: 'cin1.show1.2026-12-11',
  reason: 'Power cut',
  refundId: 'rfnd_1',
  now: new Date(at),
  ...over,
});

describe('RecordBookingRefund', () => {
  it('records the whole amount paid going back, with the reason', () => {
    expect(paymentDecider.decide(refund(), given(booked))).toEqual([
      {
        type: 'BookingRefunded',
        data: {
          orderId: 'o1',
          bookingId: 'b1',
          screeningId: 'cin1.show1.2026-12-11',
          paymentId: 'p1',
          amountPaise: 50_000,
          reason: 'Power cut',
          refundId: 'rfnd_1',
          refundedAt: at,
        },
      },
    ]);
  });

  it('records it once: a repeat (another sender, a retry) changes nothing', () => {
    const once = [...booked, ...paymentDecider.decide(refund(), given(booked))];
    expect(paymentDecider.decide(refund({ refundId: 'rfnd_2' }), given(once))).toEqual([]);
  });

  it('refuses an order that did not book that booking', () => {
    expect(() => paymentDecider.decide(refund({ bookingId: 'b2' }), given(booked))).toThrow();
    expect(() => paymentDecider.decide(refund(), given(booked.slice(0, 2)))).toThrow();
  });
});

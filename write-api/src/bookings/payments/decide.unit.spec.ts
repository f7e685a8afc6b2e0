import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { paymentDecider, type PaymentCommand } from './decide.ts';
import { OrderClosedError, OrderNotFoundError } from './errors.ts';

const given = (events: DomainEvent[]) => events.reduce(paymentDecider.evolve, paymentDecider.initialState());
const when = (command: PaymentCommand, events: DomainEvent[]) =>
  paymentDecider.decide(command, given(events));
const now = new Date('2026-12-20T10:00:00Z');

describe('payment order: none yet', () => {
  it('creates the order in INR with the amount the server computed', () => {
    expect(when({ type: 'CreateOrder', order: order() }, [])).toEqual([
      { type: 'PaymentOrderCreated', data: { ...order(), currency: 'INR' } },
    ]);
  });

  it.each([capture('verify'), fail('cancelled')])('knows no order to $type', (command) => {
    expect(() => when(command, [])).toThrow(OrderNotFoundError);
  });
});

describe('payment order: created', () => {
  const history = [created];

  it('records a capture told by the checkout or by the webhook', () => {
    expect(when(capture('webhook'), history)).toEqual([
      {
        type: 'PaymentCaptured',
        data: { orderId: 'order_1', paymentId: 'pay_1', via: 'webhook', capturedAt: now.toISOString() },
      },
    ]);
  });

  it('fails on a cancel, a decline or a bad signature', () => {
    expect(when(fail('signature'), history)).toEqual([
      {
        type: 'PaymentFailed',
        data: { orderId: 'order_1', reason: 'signature', description: 'why', failedAt: now.toISOString() },
      },
    ]);
  });

  it('cannot be settled before a capture', () => {
    expect(() => when(settle('booked'), history)).toThrow(/not captured/);
  });
});

describe('payment order: captured', () => {
  const history = [created, captured];

  it('records the capture once, whoever tells it again (verify, webhook, a retry)', () => {
    expect(when(capture('verify'), history)).toEqual([]);
    expect(when(capture('webhook'), history)).toEqual([]);
  });

  it('refuses a cancel: the viewer paid', () => {
    expect(() => when(fail('cancelled'), history)).toThrow(OrderClosedError);
  });

  it('ignores a tampered copy of the checkout answer: the real payment stands', () => {
    expect(when(fail('signature'), history)).toEqual([]);
  });

  it('settles with the booking the payment made', () => {
    expect(when(settle('booked'), history)).toEqual([
      {
        type: 'PaymentSettled',
        data: {
          orderId: 'order_1',
          paymentId: 'pay_1',
          outcome: 'booked',
          bookingId: 'b1',
          settledAt: now.toISOString(),
        },
      },
    ]);
  });
});

describe('payment order: settled', () => {
  it('settles once: a second settlement changes nothing', () => {
    expect(when(settle('refund'), [created, captured, settled('booked')])).toEqual([]);
  });

  it('records the refund of a payment settled as a refund, once', () => {
    const history = [created, captured, settled('refund')];
    expect(when(refund, history)).toEqual([
      {
        type: 'PaymentRefunded',
        data: {
          orderId: 'order_1',
          paymentId: 'pay_1',
          refundId: 'rfnd_1',
          amountPaise: 100_000,
          refundedAt: now.toISOString(),
        },
      },
    ]);
    expect(when(refund, [...history, refunded])).toEqual([]);
  });

  it('refunds nothing of a booked payment', () => {
    expect(() => when(refund, [created, captured, settled('booked')])).toThrow(/not to be refunded/);
  });
});

describe('payment order: paid twice', () => {
  const second: PaymentCommand = {
    type: 'CapturePayment',
    orderId: 'order_1',
    paymentId: 'pay_2',
    via: 'verify',
    now,
  };
  const extraCaptured: DomainEvent = {
    type: 'ExtraPaymentCaptured',
    data: { orderId: 'order_1', paymentId: 'pay_2', via: 'verify', capturedAt: now.toISOString() },
  };
  const extraRefund: PaymentCommand = {
    type: 'RecordExtraRefund',
    orderId: 'order_1',
    paymentId: 'pay_2',
    refundId: 'rfnd_2',
    now,
  };

  it.each([
    ['captured', [created, captured]],
    ['settled', [created, captured, settled('booked')]],
  ])('records another payment of a %s order as extra (to refund), once', (_, history) => {
    expect(when(second, history)).toEqual([extraCaptured]);
    expect(when(second, [...history, extraCaptured])).toEqual([]);
    expect(when({ ...second, via: 'webhook' }, [...history, extraCaptured])).toEqual([]);
  });

  it("keeps the order's own payment and booking", () => {
    expect(given([created, captured, settled('booked'), extraCaptured])).toMatchObject({
      status: 'settled',
      paymentId: 'pay_1',
      outcome: 'booked',
      bookingId: 'b1',
    });
  });

  it('records the refund of the extra payment once, for the amount of the order', () => {
    const history = [created, captured, settled('booked'), extraCaptured];
    const refundedExtra: DomainEvent = {
      type: 'ExtraPaymentRefunded',
      data: {
        orderId: 'order_1',
        paymentId: 'pay_2',
        refundId: 'rfnd_2',
        amountPaise: 100_000,
        refundedAt: now.toISOString(),
      },
    };
    expect(when(extraRefund, history)).toEqual([refundedExtra]);
    expect(when(extraRefund, [...history, refundedExtra])).toEqual([]);
    expect(() => when({ ...extraRefund, paymentId: 'pay_1' }, history)).toThrow(/not an extra payment/);
  });
});

describe('payment order: failed', () => {
  const history = [created, failed];

  it('fails once', () => {
    expect(when(fail('cancelled'), history)).toEqual([]);
  });

  it('still records a capture that came after it, marked so that it is refunded', () => {
    expect(when(capture('webhook'), history)).toHaveLength(1);
    const state = given([...history, captured]);
    expect(state).toMatchObject({ status: 'captured', afterFailure: true });
  });
});

/* ------------------------------------------------------------------ fixtures */

function order() {
  return {
    orderId: 'order_1',
    gateway: 'sandbox' as const,
    screeningId: 'c1.show.2026-12-21',
    holdId: 'c1.show.2026-12-21~h1',
    accountId: 'viewer-1',
    seats: ['V1', 'V2'],
    amountPaise: 100_000,
    createdAt: now.toISOString(),
  };
}
function capture(via: 'verify' | 'webhook'): PaymentCommand {
  return { type: 'CapturePayment', orderId: 'order_1', paymentId: 'pay_1', via, now };
}
function fail(reason: 'cancelled' | 'failed' | 'signature'): PaymentCommand {
  return { type: 'FailPayment', orderId: 'order_1', reason, description: 'why', now };
}
function settle(outcome: 'booked' | 'refund'): PaymentCommand {
  return {
    type: 'SettlePayment',
    orderId: 'order_1',
    outcome,
    bookingId: outcome === 'booked' ? 'b1' : null,
    now,
  };
}
const refund: PaymentCommand = { type: 'RecordRefund', orderId: 'order_1', refundId: 'rfnd_1', now };

const created: DomainEvent = { type: 'PaymentOrderCreated', data: { ...order(), currency: 'INR' } };
const captured: DomainEvent = {
  type: 'PaymentCaptured',
  data: { orderId: 'order_1', paymentId: 'pay_1', via: 'verify', capturedAt: now.toISOString() },
};
const failed: DomainEvent = {
  type: 'PaymentFailed',
  data: { orderId: 'order_1', reason: 'cancelled', description: 'closed', failedAt: now.toISOString() },
};
function settled(outcome: 'booked' | 'refund'): DomainEvent {
  return {
    type: 'PaymentSettled',
    data: {
      orderId: 'order_1',
      paymentId: 'pay_1',
      outcome,
      bookingId: outcome === 'booked' ? 'b1' : null,
      settledAt: now.toISOString(),
    },
  };
}
const refunded: DomainEvent = {
  type: 'PaymentRefunded',
  data: {
    orderId: 'order_1',
    paymentId: 'pay_1',
    refundId: 'rfnd_1',
    amountPaise: 100_000,
    refundedAt: now.toISOString(),
  },
};

import type { EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';
import { OrderClosedError, OrderNotFoundError } from './errors.ts';
import {
  evolve,
  initialState,
  type FailReason,
  type Outcome,
  type PaymentOrder,
  type PaymentState,
} from './payment.ts';
import { recordBookingRefund, type RecordBookingRefund } from './booking-refund.ts';

export interface CreateOrder {
  type: 'CreateOrder';
  order: PaymentOrder;
}
export interface FailPayment {
  type: 'FailPayment';
  orderId: string;
  reason: FailReason;
  description: string;
  now: Date;
}
export interface CapturePayment {
  type: 'CapturePayment';
  orderId: string;
  paymentId: string;
  via: 'verify' | 'webhook';
  now: Date;
}
export interface SettlePayment {
  type: 'SettlePayment';
  orderId: string;
  outcome: Outcome;
  bookingId: string | null;
  now: Date;
}
export interface RecordRefund {
  type: 'RecordRefund';
  orderId: string;
  refundId: string;
  now: Date;
}
export interface RecordExtraRefund {
  type: 'RecordExtraRefund';
  orderId: string;
  paymentId: string;
  refundId: string;
  now: Date;
}
export type PaymentCommand =
  | CreateOrder
  | FailPayment
  | CapturePayment
  | SettlePayment
  | RecordRefund
  | RecordExtraRefund
  | RecordBookingRefund;

export type PaymentEvent = EventOf<
  | 'PaymentOrderCreated'
  | 'PaymentFailed'
  | 'PaymentCaptured'
  | 'PaymentSettled'
  | 'PaymentRefunded'
  | 'ExtraPaymentCaptured'
  | 'ExtraPaymentRefunded'
  | 'BookingRefunded'
>;

function createOrder({ order }: CreateOrder, state: PaymentState): PaymentEvent[] {
  if (state.status !== 'none') throw new Error(`payment order ${order.orderId} exists already`);
  return [{ type: 'PaymentOrderCreated', data: { ...order, currency: 'INR' } }];
}

/**
 * Cancelled, declined or badly signed. Once paid, a cancel is refused; a bad signature then
 * changes nothing (someone tampered with a copy: the real payment stands). Failing twice is one failure.
 */
function failPayment(command: FailPayment, state: PaymentState): PaymentEvent[] {
  switch (state.status) {
    case 'none':
      throw new OrderNotFoundError(command.orderId);
    case 'created':
      return [
        {
          type: 'PaymentFailed',
          data: {
            orderId: command.orderId,
            reason: command.reason,
            description: command.description,
            failedAt: command.now.toISOString(),
          },
        },
      ];
    case 'failed':
      return [];
    case 'captured':
    case 'settled':
      if (command.reason === 'signature') return [];
      throw new OrderClosedError(command.orderId, state.status);
    default:
      return state satisfies never;
  }
}

/**
 * The gateway took the money (told by the checkout or by the webhook, in either order, maybe twice).
 * Another payment of an order captured already (the viewer paid twice) is recorded as extra, to
 * be refunded: the order books once, with its first payment.
 */
function capturePayment(command: CapturePayment, state: PaymentState): PaymentEvent[] {
  if (state.status === 'none') throw new OrderNotFoundError(command.orderId);
  if (state.status === 'captured' || state.status === 'settled') {
    if (command.paymentId === state.paymentId || state.extra.has(command.paymentId)) return [];
    return [
      {
        type: 'ExtraPaymentCaptured',
        data: {
          orderId: command.orderId,
          paymentId: command.paymentId,
          via: command.via,
          capturedAt: command.now.toISOString(),
        },
      },
    ];
  }
  return [
    {
      type: 'PaymentCaptured',
      data: {
        orderId: command.orderId,
        paymentId: command.paymentId,
        via: command.via,
        capturedAt: command.now.toISOString(),
      },
    },
  ];
}

function settlePayment(command: SettlePayment, state: PaymentState): PaymentEvent[] {
  if (state.status === 'settled') return [];
  if (state.status !== 'captured')
    throw new Error(`payment order ${command.orderId} is ${state.status}, not captured`);
  return [
    {
      type: 'PaymentSettled',
      data: {
        orderId: command.orderId,
        paymentId: state.paymentId,
        outcome: command.outcome,
        bookingId: command.bookingId,
        settledAt: command.now.toISOString(),
      },
    },
  ];
}

function recordRefund(command: RecordRefund, state: PaymentState): PaymentEvent[] {
  if (state.status !== 'settled' || state.outcome !== 'refund')
    throw new Error(`payment order ${command.orderId} is not to be refunded`);
  if (state.refundId) return [];
  return [
    {
      type: 'PaymentRefunded',
      data: {
        orderId: command.orderId,
        paymentId: state.paymentId,
        refundId: command.refundId,
        amountPaise: state.order.amountPaise,
        refundedAt: command.now.toISOString(),
      },
    },
  ];
}

function recordExtraRefund(command: RecordExtraRefund, state: PaymentState): PaymentEvent[] {
  if ((state.status !== 'captured' && state.status !== 'settled') || !state.extra.has(command.paymentId))
    throw new Error(`payment ${command.paymentId} is not an extra payment of order ${command.orderId}`);
  if (state.extra.get(command.paymentId)) return [];
  return [
    {
      type: 'ExtraPaymentRefunded',
      data: {
        orderId: command.orderId,
        paymentId: command.paymentId,
        refundId: command.refundId,
        amountPaise: state.order.amountPaise,
        refundedAt: command.now.toISOString(),
      },
    },
  ];
}

function decide(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case 'CreateOrder':
      return createOrder(command, state);
    case 'FailPayment':
      return failPayment(command, state);
    case 'CapturePayment':
      return capturePayment(command, state);
    case 'SettlePayment':
      return settlePayment(command, state);
    case 'RecordRefund':
      return recordRefund(command, state);
    case 'RecordExtraRefund':
      return recordExtraRefund(command, state);
    case 'RecordBookingRefund':
      return recordBookingRefund(command, state);
    default:
      return command satisfies never;
  }
}

/** Every command on a payment order's stream `payment-<orderId>`. */
export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState,
  evolve,
  decide,
};

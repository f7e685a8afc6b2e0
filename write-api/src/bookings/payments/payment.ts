import type { DomainEvent, EventData } from '@cinema/contracts';

/** The order as created: what is paid for, by whom, under which hold. Seats are seat numbers. */
export type PaymentOrder = Omit<EventData<'PaymentOrderCreated'>, 'currency'>;
export type FailReason = EventData<'PaymentFailed'>['reason'];
export type Outcome = EventData<'PaymentSettled'>['outcome'];

/** Payments captured for an order after its first one, each with its refund id once refunded. */
export type ExtraPayments = ReadonlyMap<string, string | null>;

/**
 * One gateway order: created → captured → settled (booked, or refund when the seats were gone),
 * or created → failed (cancelled, declined, bad signature). A capture can still arrive after a
 * failure (the gateway took the money after the checkout was closed): it is then refunded. Once
 * captured, any other payment of the order (paid twice) is an extra payment, refunded.
 */
export type PaymentState =
  | { status: 'none' }
  | { status: 'created'; order: PaymentOrder }
  | { status: 'failed'; order: PaymentOrder; reason: FailReason }
  | {
      status: 'captured';
      order: PaymentOrder;
      paymentId: string;
      afterFailure: boolean;
      extra: ExtraPayments;
    }
  | {
      status: 'settled';
      order: PaymentOrder;
      paymentId: string;
      outcome: Outcome;
      bookingId: string | null;
      refundId: string | null;
      extra: ExtraPayments;
      /** The refund of a booking whose screening the cinema cancelled (BookingRefunded). */
      bookingRefundId?: string;
    };

export const initialState = (): PaymentState => ({ status: 'none' });

export function evolve(state: PaymentState, event: DomainEvent): PaymentState {
  switch (event.type) {
    case 'PaymentOrderCreated': {
      const { currency: _currency, ...order } = event.data;
      return { status: 'created', order };
    }
    case 'PaymentFailed':
      return state.status === 'created' ? { ...state, status: 'failed', reason: event.data.reason } : state;
    case 'PaymentCaptured':
      return state.status === 'created' || state.status === 'failed'
        ? {
            status: 'captured',
            order: state.order,
            paymentId: event.data.paymentId,
            afterFailure: state.status === 'failed',
            extra: new Map(),
          }
        : state;
    case 'PaymentSettled':
      return state.status === 'captured'
        ? {
            status: 'settled',
            order: state.order,
            paymentId: state.paymentId,
            outcome: event.data.outcome,
            bookingId: event.data.bookingId,
            refundId: null,
            extra: state.extra,
          }
        : state;
    case 'PaymentRefunded':
      return state.status === 'settled' ? { ...state, refundId: event.data.refundId } : state;
    case 'BookingRefunded':
      return state.status === 'settled' ? { ...state, bookingRefundId: event.data.refundId } : state;
    case 'ExtraPaymentCaptured':
      return state.status === 'captured' || state.status === 'settled'
        ? { ...state, extra: new Map(state.extra).set(event.data.paymentId, null) }
        : state;
    case 'ExtraPaymentRefunded':
      return state.status === 'captured' || state.status === 'settled'
        ? { ...state, extra: new Map(state.extra).set(event.data.paymentId, event.data.refundId) }
        : state;
    default:
      return state;
  }
}

import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import {
  ScreeningCancelledError,
  ScreeningNotFoundError,
  SeatsUnavailableError,
  SeatUnknownError,
} from '../../shows/seats/errors.ts';
import { loadScreeningInfo } from '../../shows/seats/screening-facts.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { loadPayment, newestPosition, onPayment } from './commands.ts';
import type { Outcome, PaymentState } from './payment.ts';
import { bookingIdFor, paymentStreamId } from './stream-id.ts';

type Settled = Extract<PaymentState, { status: 'settled' }>;
export interface Settlement {
  /** already-paid: the caller's payment is not the order's own but a second one (refunded). */
  outcome: 'booked' | 'refunded' | 'already-paid';
  bookingId: string | null;
  /** Where the booking (or the refund decision) is visible to queries. */
  position: string;
}

/** Who settles: the system, on behalf of the payer. */
const SETTLER = 'system:payment-settlement';

const answer = (state: Settled, position: string): Settlement => ({
  outcome: state.outcome === 'booked' ? 'booked' : 'refunded',
  bookingId: state.bookingId,
  position,
});

/** Seats that cannot be booked any more (or the cinema cancelled the screening): the money goes back. */
const cannotBook = (error: unknown) =>
  error instanceof SeatsUnavailableError ||
  error instanceof ScreeningCancelledError ||
  error instanceof ScreeningNotFoundError ||
  error instanceof SeatUnknownError;

/**
 * Turns a captured payment into its booking, once, however often and from wherever it is called
 * (verify, the webhook's reactor, both at once, several processes). The booking id is derived from
 * the order, so the screening books it once; the first PaymentSettled decides the answer for all.
 * Seats held by someone else or sold since the hold expired: settled as a refund (sent by a reactor).
 * A payment captured after the order failed (checkout closed, then paid) is refunded, not booked.
 */
export async function settlePayment(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  orderId: string,
): Promise<Settlement> {
  const state = await loadPayment(deps, orderId);
  if (state.status === 'settled') return answer(state, await newestPosition(deps, paymentStreamId(orderId)));
  if (state.status !== 'captured')
    throw new Error(`payment order ${orderId} is ${state.status}, not captured`);
  const { order } = state;
  let outcome: Outcome = 'refund';
  let bookingId: string | null = null;
  if (!state.afterFailure) {
    const now = deps.clock();
    try {
      await handleCommand(
        deps.store,
        screeningStreamId(order.screeningId),
        screeningDecider,
        {
          type: 'BookSeats',
          screeningId: order.screeningId,
          bookingId: bookingIdFor(orderId),
          orderId,
          paymentId: state.paymentId,
          accountId: order.accountId,
          holdId: order.holdId,
          seats: order.seats,
          screening: await loadScreeningInfo(deps, order.screeningId),
          now,
        },
        { metadata: { actorId: SETTLER, orderId } },
      );
      outcome = 'booked';
      bookingId = bookingIdFor(orderId);
    } catch (error) {
      if (!cannotBook(error)) throw error;
    }
  }
  const settled = await onPayment(
    deps,
    orderId,
    { type: 'SettlePayment', orderId, outcome, bookingId, now: deps.clock() },
    SETTLER,
  );
  const position = settled.position ?? (await newestPosition(deps, paymentStreamId(orderId)));
  return answer(settled.state as Settled, position);
}

/** Idempotency key of an order's refund at the gateway. */
export const refundKeyFor = (orderId: string) => `refund-${orderId}`;

/**
 * Gives the money of a payment settled as a refund back through the gateway, once: the gateway
 * refunds once per key and PaymentRefunded is recorded once. Gateway failures throw (retried).
 */
export async function refundPayment(deps: Pick<WriteDeps, 'store' | 'clock' | 'gateway'>, orderId: string) {
  const state = await loadPayment(deps, orderId);
  if (state.status !== 'settled' || state.outcome !== 'refund' || state.refundId) return null;
  const { refundId } = await deps.gateway.refund({
    paymentId: state.paymentId,
    amountPaise: state.order.amountPaise,
    idempotencyKey: refundKeyFor(orderId),
  });
  await onPayment(deps, orderId, { type: 'RecordRefund', orderId, refundId, now: deps.clock() }, SETTLER);
  return refundId;
}

/** Idempotency key of the refund of a payment made on an order already paid. */
export const extraRefundKeyFor = (orderId: string, paymentId: string) => `refund-${orderId}-${paymentId}`;

/**
 * Gives back a payment captured for an order that was already paid (the viewer paid twice), once:
 * the gateway refunds once per key and ExtraPaymentRefunded is recorded once. The order's own
 * payment and its booking stand. Gateway failures throw (retried).
 */
export async function refundExtraPayment(
  deps: Pick<WriteDeps, 'store' | 'clock' | 'gateway'>,
  orderId: string,
  paymentId: string,
) {
  const state = await loadPayment(deps, orderId);
  if (state.status !== 'captured' && state.status !== 'settled') return null;
  if (state.extra.get(paymentId) !== null) return null; // not an extra payment, or refunded already
  const { refundId } = await deps.gateway.refund({
    paymentId,
    amountPaise: state.order.amountPaise,
    idempotencyKey: extraRefundKeyFor(orderId, paymentId),
  });
  await onPayment(
    deps,
    orderId,
    { type: 'RecordExtraRefund', orderId, paymentId, refundId, now: deps.clock() },
    SETTLER,
  );
  return refundId;
}

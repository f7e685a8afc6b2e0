import type { WriteDeps } from '../../deps.ts';
import { loadPayment, onPayment } from '../payments/commands.ts';

/** Idempotency key of a cancelled booking's refund at the gateway. */
export const bookingRefundKeyFor = (orderId: string) => `cancel-refund-${orderId}`;

/** Who refunds: the system, for the cinema that cancelled. */
const REFUNDER = 'system:cancellation-refund';

/**
 * Gives a cancelled screening's booking its money back in full, once: the gateway refunds once
 * per key and BookingRefunded is recorded once, however often this runs (retries, two senders).
 * An order that booked nothing (or not this booking) has nothing to refund here. Gateway failures
 * throw, so the outbox tries again.
 */
export async function refundCancelledBooking(
  deps: Pick<WriteDeps, 'store' | 'clock' | 'gateway'>,
  refund: { orderId: string; bookingId: string; screeningId: string; reason: string },
) {
  const state = await loadPayment(deps, refund.orderId);
  if (state.status !== 'settled' || state.outcome !== 'booked' || state.bookingId !== refund.bookingId)
    return null;
  if (state.bookingRefundId) return state.bookingRefundId;
  const { refundId } = await deps.gateway.refund({
    paymentId: state.paymentId,
    amountPaise: state.order.amountPaise,
    idempotencyKey: bookingRefundKeyFor(refund.orderId),
  });
  await onPayment(
    deps,
    refund.orderId,
    { type: 'RecordBookingRefund', ...refund, refundId, now: deps.clock() },
    REFUNDER,
  );
  return refundId;
}

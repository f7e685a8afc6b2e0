import type { EventOf } from '@cinema/contracts';
import type { PaymentState } from './payment.ts';

export interface RecordBookingRefund {
  type: 'RecordBookingRefund';
  orderId: string;
  bookingId: string;
  screeningId: string;
  reason: string;
  refundId: string;
  now: Date;
}

/**
 * The gateway gave a booked payment back because the cinema cancelled its screening: recorded
 * once (a repeat changes nothing), for the whole amount the order was paid.
 */
export function recordBookingRefund(
  command: RecordBookingRefund,
  state: PaymentState,
): EventOf<'BookingRefunded'>[] {
  if (state.status !== 'settled' || state.outcome !== 'booked' || state.bookingId !== command.bookingId)
    throw new Error(`payment order ${command.orderId} did not book ${command.bookingId}`);
  if (state.bookingRefundId) return [];
  return [
    {
      type: 'BookingRefunded',
      data: {
        orderId: command.orderId,
        bookingId: command.bookingId,
        screeningId: command.screeningId,
        paymentId: state.paymentId,
        amountPaise: state.order.amountPaise,
        reason: command.reason,
        refundId: command.refundId,
        refundedAt: command.now.toISOString(),
      },
    },
  ];
}

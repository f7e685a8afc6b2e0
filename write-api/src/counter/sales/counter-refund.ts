import type { DomainEvent, EventOf } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import type { Decider } from '../../infra/decider.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { loadScreeningState } from '../../shows/seats/screening-state.ts';

/** A counter sale's order id is `counter-<id>` (an online one is the gateway's order id). */
export const isCounterOrder = (orderId: string) => orderId.startsWith('counter-');

/** One stream per counter sale that was refunded: `counter-sale-<orderId>`. */
export const counterSaleStreamId = (orderId: string) => `counter-sale-${orderId}`;

/** Who records it: the system, for the cinema that cancelled. */
const REFUNDER = 'system:cancellation-refund';

export interface RecordCounterRefund {
  type: 'RecordCounterRefund';
  orderId: string;
  bookingId: string;
  screeningId: string;
  method: 'cash' | 'upi';
  amountPaise: number;
  reason: string;
  now: Date;
}

interface CounterSaleState {
  refunded: boolean;
}

/**
 * A cash or UPI payment taken at the counter cannot go back through the gateway: the refund is
 * recorded as owed at the counter (BookingRefunded, channel 'counter'), once per sale.
 */
export const counterRefundDecider: Decider<
  CounterSaleState,
  RecordCounterRefund,
  EventOf<'BookingRefunded'>
> = {
  initialState: () => ({ refunded: false }),
  evolve: (state, event: DomainEvent) => (event.type === 'BookingRefunded' ? { refunded: true } : state),
  decide: (c, state) =>
    state.refunded
      ? []
      : [
          {
            type: 'BookingRefunded',
            data: {
              orderId: c.orderId,
              bookingId: c.bookingId,
              screeningId: c.screeningId,
              paymentId: `${c.orderId}-${c.method}`,
              amountPaise: c.amountPaise,
              reason: c.reason,
              refundId: `counter-refund-${c.orderId}`,
              refundedAt: c.now.toISOString(),
              channel: 'counter',
            },
          },
        ],
};

/**
 * Records a cancelled screening's counter sale as refunded at the counter, once however often it
 * runs (retries, two senders). A booking the screening does not have as a counter sale: nothing.
 */
export async function refundCounterSale(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  refund: { orderId: string; bookingId: string; screeningId: string; reason: string },
) {
  const booking = (await loadScreeningState(deps, refund.screeningId)).bookings.get(refund.bookingId);
  if (!booking?.counter || booking.orderId !== refund.orderId) return null;
  await handleCommand(
    deps.store,
    counterSaleStreamId(refund.orderId),
    counterRefundDecider,
    {
      type: 'RecordCounterRefund',
      ...refund,
      method: booking.counter.method,
      amountPaise: booking.totalPaise,
      now: deps.clock(),
    },
    { metadata: { actorId: REFUNDER } },
  );
  return `counter-refund-${refund.orderId}`;
}

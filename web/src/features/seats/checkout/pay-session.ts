import type { Hold, PaymentOrder } from '@cinema/contracts';
import { BOOKING_TEXTS } from '@cinema/contracts/browser';
import { loadToasts, toast } from '@/lib/toast';
import { reserveSeats } from '../api/holds';
import { cancelPayment, capturePayment, verifyPayment } from '../api/payments';
import type { Held } from '../hooks/use-hold';
import type { CheckoutResult } from './checkout-result';

/** The 'Seats reserved' toast, one per page: the payment's outcome takes its place. */
const RESERVED_TOAST_ID = 'seats-reserved';

/** Takes the 'Seats reserved' toast off the screen, so it is not left under the payment's outcome. */
const dismissReserved = () => void loadToasts().then(({ default: t }) => t.dismiss(RESERVED_TOAST_ID));

export type PayPhase = 'idle' | 'reserving' | 'ordering' | 'checkout' | 'verifying' | 'closing';

/** An order waiting in the checkout, with the hold it pays for. */
export interface OpenCheckout {
  order: PaymentOrder;
  hold: Hold;
}

export interface PaySession {
  setPhase: (phase: PayPhase) => void;
  /** Opens the in-app sandbox checkout (null closes it). */
  setSandbox: (open: OpenCheckout | null) => void;
  /** Seats are held (a new hold replaces any other). */
  onHeld: (held: Held) => void;
  /** The seats could not be held or ordered: the map (and hold) are read again. */
  onRefused: () => void;
  /** The payment ended without a booking; the server released the hold. `keep`: choose them again. */
  onEnded: (keep: readonly string[]) => void;
  onBooked: () => void;
  /** Something the viewer must read and keep on screen (the toast goes, this stays). */
  notify: (text: string) => void;
}

/**
 * The spec's pay flow, loaded when the viewer first chooses a seat: hold the chosen seats (or use
 * the hold there is), create an order for them and open the checkout (Razorpay's script, or the
 * in-app sandbox whose answer comes back through finishPayment).
 */
export async function startPayment(
  current: Hold | null,
  seatIds: readonly string[],
  description: string,
  on: PaySession,
) {
  let hold = current;
  if (!hold) {
    on.setPhase('reserving');
    try {
      const answer = await reserveSeats(seatIds);
      hold = answer.data;
      on.onHeld({ hold, position: answer.position });
      toast.success(answer.message || BOOKING_TEXTS.seatsReserved, { id: RESERVED_TOAST_ID });
    } catch {
      on.setPhase('idle');
      return on.onRefused();
    }
  }
  on.setPhase('ordering');
  let order: PaymentOrder;
  try {
    order = await capturePayment(hold.screeningId, hold.seatIds);
  } catch {
    on.setPhase('idle');
    return on.onRefused();
  }
  on.setPhase('checkout');
  const open = { order, hold };
  if (order.gateway === 'sandbox') return on.setSandbox(open);
  const { payWithRazorpay } = await import('./razorpay');
  await finishPayment(open, await payWithRazorpay(order, description), on);
}

/**
 * Verifies a paid order and goes to the booking history, or cancels a failed or dismissed one.
 * Every failure is shown and ends with a fresh seat map: the server releases the hold.
 */
export async function finishPayment({ order, hold }: OpenCheckout, result: CheckoutResult, on: PaySession) {
  on.setSandbox(null);
  dismissReserved();
  if (result.outcome === 'paid') {
    on.setPhase('verifying');
    try {
      const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = result;
      const verified = await verifyPayment({
        razorpay_payment_id,
        razorpay_order_id,
        razorpay_signature,
        showId: hold.screeningId,
        seatsForBook: hold.seatIds,
        totalAmount: order.amount / 100,
      });
      if (verified.outcome === 'booked') {
        toast.success(BOOKING_TEXTS.paymentVerified);
        return on.onBooked();
      }
      // Paid twice: the order's first payment made the booking, this one goes back.
      if (verified.outcome === 'already-paid' && verified.bookingId) {
        toast.success(BOOKING_TEXTS.paymentAlreadyPaid, { duration: 10_000 });
        return on.onBooked();
      }
      const refunded =
        verified.outcome === 'already-paid'
          ? BOOKING_TEXTS.paymentAlreadyPaid
          : BOOKING_TEXTS.paymentRefunded;
      toast.error(refunded, { duration: 10_000 });
      on.notify(refunded);
      on.setPhase('idle');
      return on.onEnded([]);
    } catch {
      // The client showed the server's reason; the server released the hold.
      on.setPhase('idle');
      return on.onEnded(hold.seatIds);
    }
  }
  on.setPhase('closing');
  const failed = result.outcome === 'failed';
  try {
    await cancelPayment(order.id, failed ? 'failed' : 'cancelled', failed ? result.description : undefined);
    // Toasts are polite live regions: screen readers hear these too.
    if (failed) toast.error(BOOKING_TEXTS.paymentFailed);
    else toast.success(BOOKING_TEXTS.paymentCancelled);
  } catch {
    // Shown by the client; the hold is read again below either way.
  }
  on.setPhase('idle');
  on.onEnded(hold.seatIds);
}

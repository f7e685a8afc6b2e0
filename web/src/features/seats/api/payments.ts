import type { BOOKING_OUTCOMES, PaymentOrder } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';

/** What a checkout hands back when the payment went through. */
export interface PaidFields {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** An order for the held seats; the amount (paise) is the server's. */
export const capturePayment = async (screeningId: string, seatIds: readonly string[]) =>
  (
    await api<{ data: PaymentOrder }>('capturePayment', {
      body: { showId: screeningId, seatsBook: seatIds },
      fallback: FALLBACKS.capturePayment,
    })
  ).data;

export interface VerifyInput extends PaidFields {
  showId: string;
  seatsForBook: readonly string[];
  /** Rupees, as the spec sends it; the server charges the order's amount whatever this says. */
  totalAmount: number;
}

export const verifyPayment = async (input: VerifyInput) =>
  (
    await api<{ data: { bookingId: string | null; outcome: (typeof BOOKING_OUTCOMES)[number] } }>(
      'verifyPayment',
      {
        body: input,
        fallback: FALLBACKS.verifyPayment,
      },
    )
  ).data;

/** The checkout was closed or the payment failed: the server releases the hold. */
export const cancelPayment = (orderId: string, reason: 'cancelled' | 'failed', description?: string) =>
  api('cancelPayment', { body: { orderId, reason, ...(description ? { description } : {}) } });

export type SandboxOutcome =
  ({ status: 'captured' } & PaidFields) | { status: 'failed'; code: string; description: string };

/** The sandbox gateway's checkout: pays or fails the order (no money moves). */
export const sandboxPay = async (orderId: string, outcome: 'success' | 'failure') =>
  (await api<{ data: SandboxOutcome }>('sandboxPay', { body: { orderId, outcome } })).data;

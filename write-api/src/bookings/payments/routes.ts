import { BOOKING_TEXTS, TOASTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { createPaymentOrder } from './create-order.ts';
import { sandboxPay } from './sandbox-checkout.ts';
import { cancelPayment, verifyPayment } from './verify.ts';
import { processWebhook } from './webhook.ts';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** capturePayment, verifyPayment, cancelPayment, paymentWebhook, sandboxPay. */
export const paymentRoutes = (deps: WriteDeps): RouteHandlers => ({
  capturePayment: async (input, { caller }) => {
    const { order, position } = await createPaymentOrder(deps, input, caller!.accountId);
    return { success: true, message: BOOKING_TEXTS.orderCreated, data: order, position };
  },
  verifyPayment: async (input, { caller }) => {
    const { outcome, bookingId, position } = await verifyPayment(deps, input, caller!.accountId);
    const message =
      outcome === 'booked'
        ? TOASTS.paymentVerified
        : outcome === 'already-paid'
          ? BOOKING_TEXTS.paymentAlreadyPaid
          : BOOKING_TEXTS.paymentRefunded;
    return { success: true, message, data: { bookingId, outcome }, position };
  },
  cancelPayment: async (input, { caller }) => {
    const { position } = await cancelPayment(deps, input, caller!.accountId);
    const message =
      input.reason === 'cancelled' ? BOOKING_TEXTS.paymentCancelled : BOOKING_TEXTS.paymentFailed;
    return { success: true, message, data: { orderId: input.orderId }, position };
  },
  paymentWebhook: async (rawBody, { req }) => {
    const outcome = await processWebhook(
      deps,
      rawBody,
      header(req.headers['x-razorpay-signature']),
      header(req.headers['x-razorpay-event-id']),
    );
    return { success: true, message: `Webhook received (${outcome})` };
  },
  sandboxPay: async (input, { caller }) => {
    const data = await sandboxPay(deps, input, caller!.accountId);
    return { success: true, message: BOOKING_TEXTS.noMoney, data };
  },
});

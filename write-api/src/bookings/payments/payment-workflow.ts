import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { bookingMailReactor, sendBookingMail, BOOKING_MAIL } from '../tickets/booking-mail.ts';
import { loadPayment } from './commands.ts';
import { deliverSandboxWebhook, SANDBOX_WEBHOOK, sandboxWebhookReactor } from './sandbox-checkout.ts';
import { refundExtraPayment, refundPayment, settlePayment } from './settle.ts';
import { CANCELLATION_PAYMENT_KINDS } from '../refunds/cancellation-workflow.ts';

/*
 * A captured payment is settled by a reactor too, not only by the verify request: when the capture
 * came by webhook (the browser closed after paying), or the request died before settling, the
 * outbox settles it (retried until done; settling is idempotent). A settlement that decided on a
 * refund sends it to the gateway the same way, so an unreachable gateway only delays it; so does
 * a second payment of an order already paid (ExtraPaymentCaptured), which is refunded by itself.
 */

const SETTLE_PAYMENT = 'settle-payment';
const REFUND_PAYMENT = 'refund-payment';
const REFUND_EXTRA_PAYMENT = 'refund-extra-payment';
/**
 * Messages that move money or decide where it goes: one given up for good may leave a payment
 * with neither a booking nor a refund, so it is logged as an error and flagged in /readyz.
 */
export const PAYMENT_MESSAGE_KINDS: readonly string[] = [
  SETTLE_PAYMENT,
  REFUND_PAYMENT,
  REFUND_EXTRA_PAYMENT,
  SANDBOX_WEBHOOK,
  ...CANCELLATION_PAYMENT_KINDS,
];

const orderPayload = z.object({ orderId: z.string() });
const extraPaymentPayload = z.object({ orderId: z.string(), paymentId: z.string() });

export const paymentReactor: Reactor = {
  name: 'payments',
  handles: ['PaymentCaptured', 'PaymentSettled', 'ExtraPaymentCaptured'],
  react: (event) => {
    if (event.type === 'PaymentCaptured')
      return [{ send: SETTLE_PAYMENT, payload: { orderId: event.data.orderId } }];
    if (event.type === 'PaymentSettled' && event.data.outcome === 'refund')
      return [{ send: REFUND_PAYMENT, payload: { orderId: event.data.orderId } }];
    if (event.type === 'ExtraPaymentCaptured')
      return [
        {
          send: REFUND_EXTRA_PAYMENT,
          payload: { orderId: event.data.orderId, paymentId: event.data.paymentId },
        },
      ];
    return [];
  },
};

/** Reactors of the payments slice (capture → booking, refunds, the sandbox's webhook, confirmation mail). */
export const paymentReactors: readonly Reactor[] = [
  paymentReactor,
  sandboxWebhookReactor,
  bookingMailReactor,
];

/** How the payments slice's outbox messages are delivered. */
export const paymentHandlers = (deps: WriteDeps): Record<string, OutboxHandler> => ({
  [SETTLE_PAYMENT]: async (message) => {
    const { orderId } = orderPayload.parse(message.payload);
    const state = await loadPayment(deps, orderId);
    if (state.status !== 'captured' && state.status !== 'settled')
      return { drop: `order ${orderId} is ${state.status}` };
    await settlePayment(deps, orderId);
  },
  [REFUND_PAYMENT]: async (message) => {
    await refundPayment(deps, orderPayload.parse(message.payload).orderId);
  },
  [REFUND_EXTRA_PAYMENT]: async (message) => {
    const { orderId, paymentId } = extraPaymentPayload.parse(message.payload);
    await refundExtraPayment(deps, orderId, paymentId);
  },
  [SANDBOX_WEBHOOK]: deliverSandboxWebhook(deps),
  [BOOKING_MAIL]: sendBookingMail(deps),
});

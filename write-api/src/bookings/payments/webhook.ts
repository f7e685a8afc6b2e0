import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { loadPayment, onPayment } from './commands.ts';
import { WebhookSignatureError } from './errors.ts';

/** The events that mean "this order's payment was captured"; others are acknowledged and ignored. */
const capturedEvent = z.object({
  event: z.enum(['payment.captured', 'order.paid']),
  payload: z.object({
    payment: z.object({
      entity: z.object({ id: z.string().min(1).max(100), order_id: z.string().min(1).max(100) }),
    }),
  }),
});

/** extra-payment: another payment of an order already paid, recorded to be refunded. */
export type WebhookOutcome = 'captured' | 'extra-payment' | 'duplicate' | 'ignored' | 'unknown-order';

function parseJson(rawBody: Uint8Array): unknown {
  try {
    return JSON.parse(Buffer.from(rawBody).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * A gateway webhook, checked against its signature over the exact bytes before anything is read.
 * `payment.captured` records the capture (via 'webhook'); the settlement reactor then books the
 * seats, so a viewer whose browser closed after paying still gets them. Webhooks may come late,
 * twice or before the checkout's own answer: a capture already recorded is a duplicate (dedupe by
 * state, whatever the event id), and an order this system never created is acknowledged and ignored.
 */
export async function processWebhook(
  deps: Pick<WriteDeps, 'store' | 'clock' | 'gateway'>,
  rawBody: Uint8Array,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<WebhookOutcome> {
  if (!signature || !deps.gateway.checkWebhookSignature(rawBody, signature))
    throw new WebhookSignatureError();
  const parsed = capturedEvent.safeParse(parseJson(rawBody));
  if (!parsed.success) return 'ignored';
  const { id: paymentId, order_id: orderId } = parsed.data.payload.payment.entity;
  const state = await loadPayment(deps, orderId);
  if (state.status === 'none') return 'unknown-order';
  const { events } = await onPayment(
    deps,
    orderId,
    { type: 'CapturePayment', orderId, paymentId, via: 'webhook', now: deps.clock() },
    `gateway-webhook${eventId ? `:${eventId.slice(0, 100)}` : ''}`,
  );
  if (events.length === 0) return 'duplicate';
  return events[0]!.type === 'ExtraPaymentCaptured' ? 'extra-payment' : 'captured';
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway } from './gateway.ts';

/** What the checkout hands the page after a payment (the names Razorpay's checkout uses). */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface SandboxRefund {
  refundId: string;
  paymentId: string;
  amountPaise: number;
  idempotencyKey: string;
}

/**
 * The sandbox gateway: Razorpay's protocol without Razorpay. Orders, payments and refunds get ids
 * shaped like Razorpay's (`order_…`, `pay_…`, `rfnd_…`), the checkout's answer and the webhooks are
 * signed exactly as Razorpay signs them (HMAC-SHA256, hex) but with secrets derived from this
 * server's JWT_SECRET, so nothing outside this server can forge them. No money moves anywhere.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: 'sandbox';
  /**
   * The local checkout's success: a payment of the order, signed as Razorpay's checkout signs it.
   * `attempt` 2, 3…: another payment of the same order (paid twice, as two checkouts can).
   */
  pay(orderId: string, attempt?: number): CheckoutSuccess;
  /** The `payment.captured` webhook Razorpay would send for that payment: raw body and signature. */
  capturedWebhook(payment: { orderId: string; paymentId: string; amountPaise: number }): {
    body: Buffer;
    signature: string;
    eventId: string;
  };
  /** Refunds made since this process started (what would have gone back to the viewer). */
  refunds(): readonly SandboxRefund[];
}

const hmacHex = (key: string, text: string | Uint8Array) =>
  createHmac('sha256', key).update(text).digest('hex');

function sameHex(expected: string, given: string) {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const SANDBOX_KEY_ID = 'rzp_sandbox_no_real_money';

/** Secrets of the sandbox, derived from JWT_SECRET for this purpose only (nothing to configure). */
export function sandboxSecretsFrom(jwtSecret: string) {
  return {
    keySecret: hmacHex(jwtSecret, 'sandbox-gateway-key-secret'),
    webhookSecret: hmacHex(jwtSecret, 'sandbox-gateway-webhook-secret'),
  };
}

export function sandboxGateway(jwtSecret: string): SandboxGateway {
  const { keySecret, webhookSecret } = sandboxSecretsFrom(jwtSecret);
  // Derived, so a repeated checkout or refund gives the same id (idempotent across restarts).
  const derivedId = (prefix: string, of: string) => `${prefix}_${hmacHex(keySecret, of).slice(0, 14)}`;
  const refunds = new Map<string, SandboxRefund>();
  const signPayment = (orderId: string, paymentId: string) => hmacHex(keySecret, `${orderId}|${paymentId}`);

  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    createOrder: async () => ({ orderId: `order_${randomBytes(7).toString('hex')}` }),
    checkPaymentSignature: ({ orderId, paymentId, signature }) =>
      sameHex(signPayment(orderId, paymentId), signature),
    checkWebhookSignature: (rawBody, signature) => sameHex(hmacHex(webhookSecret, rawBody), signature),
    refund: async ({ paymentId, amountPaise, idempotencyKey }) => {
      const known = refunds.get(idempotencyKey);
      if (known) return { refundId: known.refundId };
      const refundId = derivedId('rfnd', `refund|${idempotencyKey}`);
      refunds.set(idempotencyKey, { refundId, paymentId, amountPaise, idempotencyKey });
      return { refundId };
    },
    pay(orderId, attempt = 1) {
      const paymentId = derivedId(
        'pay',
        attempt === 1 ? `payment|${orderId}` : `payment|${orderId}|${attempt}`,
      );
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: signPayment(orderId, paymentId),
      };
    },
    capturedWebhook({ orderId, paymentId, amountPaise }) {
      const eventId = derivedId('evt', `captured|${paymentId}`);
      const entity = { id: paymentId, entity: 'payment', amount: amountPaise, currency: 'INR' };
      const body = Buffer.from(
        JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          contains: ['payment'],
          payload: { payment: { entity: { ...entity, status: 'captured', order_id: orderId } } },
        }),
      );
      return { body, signature: hmacHex(webhookSecret, body), eventId };
    },
    refunds: () => [...refunds.values()],
  };
}

export const isSandbox = (gateway: PaymentGateway): gateway is SandboxGateway =>
  gateway.name === 'sandbox' && 'pay' in gateway && 'capturedWebhook' in gateway;

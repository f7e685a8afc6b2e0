import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /**
   * Where the Razorpay API is (default https://api.razorpay.com). The SDK has no option for it:
   * only specs set this, to talk to a local fake of the API.
   */
  apiBase?: string;
  /** How long one API call may take before it counts as a failure (ms). */
  timeoutMs?: number;
}

/** The SDK's axios client, which it does not type (see apiBase). */
type SdkClient = { rq: { defaults: { baseURL?: string; timeout?: number } } };

/** The SDK rejects with plain objects (`{ statusCode, error: { code, description } }`), or a TypeError without a response. */
function describeSdkError(error: unknown): string {
  if (error instanceof Error) return error.message;
  const e = error as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } } | null;
  const parts = [e?.statusCode, e?.error?.code, e?.error?.description].filter((p) => p !== undefined);
  return parts.length > 0 ? parts.map(String).join(' ') : JSON.stringify(error);
}

async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new GatewayUnavailableError(operation, describeSdkError(error));
  }
}

// Razorpay receipts are at most 40 characters.
const receiptOf = (key: string) =>
  key.length <= 40 ? key : createHash('sha256').update(key).digest('hex').slice(0, 40);

/** Razorpay through its official SDK: orders, refunds, and its own signature checks. */
export function razorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const sdk = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  const client = (sdk.api as unknown as SdkClient).rq;
  client.defaults.timeout = settings.timeoutMs ?? 15_000;
  if (settings.apiBase) client.defaults.baseURL = settings.apiBase;

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('orders.create', () =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt: receiptOf(receipt), notes }),
      );
      return { orderId: order.id };
    },
    checkPaymentSignature: ({ orderId, paymentId, signature }) =>
      validatePaymentVerification(
        { order_id: orderId, payment_id: paymentId },
        signature,
        settings.keySecret,
      ),
    checkWebhookSignature: (rawBody, signature) =>
      validateWebhookSignature(Buffer.from(rawBody).toString('utf8'), signature, settings.webhookSecret),
    async refund({ paymentId, amountPaise, idempotencyKey }) {
      const receipt = receiptOf(idempotencyKey);
      // The SDK sends no idempotency header: a refund already made under this key is found by its receipt.
      const made = await call('payments.fetchMultipleRefund', () =>
        sdk.payments.fetchMultipleRefund(paymentId, { count: 100 }),
      );
      const earlier = made.items.find((r) => r.receipt === receipt);
      if (earlier) return { refundId: earlier.id };
      const refund = await call('payments.refund', () =>
        sdk.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', receipt }),
      );
      return { refundId: refund.id };
    },
  };
}

import { BOOKING_TEXTS, type GatewayName } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/**
 * The payment gateway port. Orders are created on the server with the amount the server computed;
 * the browser's checkout pays them and hands back `razorpay_*` fields signed by the gateway
 * (HMAC-SHA256 of `order_id|payment_id`), and the gateway also calls our webhook, signed too.
 * Adapters: `razorpay` (the official SDK) and `sandbox` (same protocol, local secret, no money).
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The key id the browser's checkout is opened with (public by design). */
  readonly keyId: string;
  createOrder(order: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    orderId: string;
  }>;
  /** Whether the checkout's answer was signed by the gateway for this order and payment. */
  checkPaymentSignature(payment: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Whether a webhook's raw body carries the gateway's signature (header x-razorpay-signature). */
  checkWebhookSignature(rawBody: Uint8Array, signature: string): boolean;
  /** Refunds (all of) a captured payment once per idempotency key: a repeat returns the same refund. */
  refund(refund: { paymentId: string; amountPaise: number; idempotencyKey: string }): Promise<{
    refundId: string;
  }>;
}

/** The gateway could not be reached or refused the call (the request may be retried). */
export class GatewayUnavailableError extends DomainError {
  constructor(
    readonly operation: string,
    readonly reason: string,
  ) {
    super('GATEWAY_UNAVAILABLE', 'The payment service is not reachable right now. Please try again.');
  }
}

/** The sandbox checkout was asked for while real payments are configured. */
export class SandboxOffError extends DomainError {
  constructor() {
    super('SANDBOX_OFF', BOOKING_TEXTS.sandboxOnly);
  }
}

import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { sandboxGateway, sandboxSecretsFrom } from './sandbox-gateway.ts';

const jwtSecret = randomBytes(32).toString('base64url');
const gateway = sandboxGateway(jwtSecret);
const { keySecret, webhookSecret } = sandboxSecretsFrom(jwtSecret);

describe("the sandbox gateway speaks Razorpay's protocol", () => {
  it('makes Razorpay-shaped ids', async () => {
    const { orderId } = await gateway.createOrder({ amountPaise: 50_000, receipt: 'r', notes: {} });
    expect(orderId).toMatch(/^order_[0-9a-f]{14}$/);
    expect(gateway.pay(orderId).razorpay_payment_id).toMatch(/^pay_[0-9a-f]{14}$/);
  });

  it("signs the checkout answer as Razorpay does: the SDK's own check accepts it with the sandbox secret", async () => {
    const { orderId } = await gateway.createOrder({ amountPaise: 50_000, receipt: 'r', notes: {} });
    const paid = gateway.pay(orderId);
    expect(
      validatePaymentVerification(
        { order_id: paid.razorpay_order_id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        keySecret,
      ),
    ).toBe(true);
    expect(
      gateway.checkPaymentSignature({
        orderId: paid.razorpay_order_id,
        paymentId: paid.razorpay_payment_id,
        signature: paid.razorpay_signature,
      }),
    ).toBe(true);
  });

  it("accepts what the SDK's check accepts, and nothing tampered or signed with another secret", () => {
    const orderId = 'order_0123456789abcd';
    const paymentId = 'pay_0123456789abcd';
    const signature = createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
    expect(gateway.checkPaymentSignature({ orderId, paymentId, signature })).toBe(true);
    expect(gateway.checkPaymentSignature({ orderId, paymentId: 'pay_other', signature })).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(gateway.checkPaymentSignature({ orderId, paymentId, signature: flipped })).toBe(false);
    const foreign = sandboxGateway(randomBytes(32).toString('base64url')).pay(orderId);
    expect(
      gateway.checkPaymentSignature({
        orderId,
        paymentId: foreign.razorpay_payment_id,
        signature: foreign.razorpay_signature,
      }),
    ).toBe(false);
  });

  it('signs its payment.captured webhook as Razorpay does', () => {
    const webhook = gateway.capturedWebhook({ orderId: 'order_x', paymentId: 'pay_x', amountPaise: 100 });
    expect(validateWebhookSignature(webhook.body.toString(), webhook.signature, webhookSecret)).toBe(true);
    expect(gateway.checkWebhookSignature(webhook.body, webhook.signature)).toBe(true);
    expect(gateway.checkWebhookSignature(Buffer.from(`${webhook.body.toString()} `), webhook.signature)).toBe(
      false,
    );
    expect(JSON.parse(webhook.body.toString())).toMatchObject({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_x', order_id: 'order_x', amount: 100 } } },
    });
  });

  it('refunds once per idempotency key', async () => {
    const first = await gateway.refund({
      paymentId: 'pay_r',
      amountPaise: 100,
      idempotencyKey: 'refund-order_r',
    });
    const again = await gateway.refund({
      paymentId: 'pay_r',
      amountPaise: 100,
      idempotencyKey: 'refund-order_r',
    });
    expect(first.refundId).toMatch(/^rfnd_[0-9a-f]{14}$/);
    expect(again).toEqual(first);
    expect(gateway.refunds().filter((r) => r.paymentId === 'pay_r')).toHaveLength(1);
  });
});

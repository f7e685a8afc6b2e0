import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailableError } from './gateway.ts';
import { razorpayGateway } from './razorpay-gateway.ts';

/*
 * The razorpay adapter against a small fake of Razorpay's API on localhost: what the SDK sends
 * (path, basic auth with the key, body), how refunds stay single per key, how failures are wrapped.
 */

const settings = {
  keyId: 'rzp_test_fake',
  keySecret: 'fake-key-secret',
  webhookSecret: 'fake-webhook-secret',
};
const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;

interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
const refunds: { id: string; payment_id: string; amount: number; receipt: string | null }[] = [];
let server: Server;
let apiBase: string;

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = req.url!.split('?')[0]!;
    seen.push({ method: req.method!, path, auth: req.headers.authorization, body });
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.headers.authorization !== auth)
      return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (req.method === 'POST' && path === '/v1/orders') {
      if (body.amount < 100)
        return reply(400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum amount allowed' },
        });
      return reply(200, { id: `order_fake${seen.length}`, entity: 'order', status: 'created', ...body });
    }
    const refundPath = /^\/v1\/payments\/([^/]+)\/(refund|refunds)$/.exec(path);
    if (refundPath && req.method === 'GET') {
      const items = refunds.filter((r) => r.payment_id === refundPath[1]);
      return reply(200, { entity: 'collection', count: items.length, items });
    }
    if (refundPath && req.method === 'POST') {
      const refund = {
        id: `rfnd_fake${refunds.length + 1}`,
        payment_id: refundPath[1]!,
        amount: body.amount,
        receipt: body.receipt ?? null,
      };
      refunds.push(refund);
      return reply(200, { entity: 'refund', ...refund });
    }
    reply(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const gateway = () => razorpayGateway({ ...settings, apiBase });

describe('the razorpay gateway (official SDK against a fake Razorpay)', () => {
  it("creates an order for the server's amount in INR, authenticated with the key", async () => {
    const { orderId } = await gateway().createOrder({
      amountPaise: 75_000,
      receipt: 'hold_0123456789abcdef0123456789abcdef',
      notes: { screeningId: 's1', holdId: 'h1', accountId: 'a1' },
    });
    expect(orderId).toMatch(/^order_fake/);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/orders',
      auth,
      body: {
        amount: 75_000,
        currency: 'INR',
        receipt: 'hold_0123456789abcdef0123456789abcdef',
        notes: { screeningId: 's1', holdId: 'h1', accountId: 'a1' },
      },
    });
  });

  it("turns a refusal (a plain object from the SDK) into GATEWAY_UNAVAILABLE with Razorpay's reason", async () => {
    const refused = gateway().createOrder({ amountPaise: 50, receipt: 'r', notes: {} });
    await expect(refused).rejects.toBeInstanceOf(GatewayUnavailableError);
    await expect(refused).rejects.toMatchObject({ code: 'GATEWAY_UNAVAILABLE', reason: /minimum amount/ });
    const wrongKey = razorpayGateway({ ...settings, keySecret: 'wrong', apiBase });
    await expect(wrongKey.createOrder({ amountPaise: 500, receipt: 'r', notes: {} })).rejects.toMatchObject({
      reason: /401 BAD_REQUEST_ERROR Authentication failed/,
    });
  });

  it('reports an unreachable Razorpay as GATEWAY_UNAVAILABLE too', async () => {
    const down = razorpayGateway({ ...settings, apiBase: 'http://127.0.0.1:9' });
    await expect(down.createOrder({ amountPaise: 500, receipt: 'r', notes: {} })).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });

  it('refunds a payment once per idempotency key, however often it is asked', async () => {
    const ask = () =>
      gateway().refund({ paymentId: 'pay_r1', amountPaise: 75_000, idempotencyKey: 'refund-order_r1' });
    const first = await ask();
    const again = await ask();
    expect(again).toEqual(first);
    expect(refunds.filter((r) => r.payment_id === 'pay_r1')).toEqual([
      { id: first.refundId, payment_id: 'pay_r1', amount: 75_000, receipt: 'refund-order_r1' },
    ]);
  });

  it("checks the checkout's signature and the webhook's with the SDK, as Razorpay computes them", () => {
    const signature = createHmac('sha256', settings.keySecret).update('order_a|pay_b').digest('hex');
    expect(gateway().checkPaymentSignature({ orderId: 'order_a', paymentId: 'pay_b', signature })).toBe(true);
    expect(gateway().checkPaymentSignature({ orderId: 'order_a', paymentId: 'pay_c', signature })).toBe(
      false,
    );
    const body = Buffer.from('{"event":"payment.captured"}');
    const hook = createHmac('sha256', settings.webhookSecret).update(body).digest('hex');
    expect(gateway().checkWebhookSignature(body, hook)).toBe(true);
    expect(gateway().checkWebhookSignature(Buffer.from('{"event":"payment.failed"}'), hook)).toBe(false);
  });
});

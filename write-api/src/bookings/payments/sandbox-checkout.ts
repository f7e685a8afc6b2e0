import type { EventOf } from '@cinema/contracts';
import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import type { Decider } from '../../infra/decider.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { ownOrder } from './commands.ts';
import { OrderClosedError } from './errors.ts';
import { SandboxOffError } from './gateway.ts';
import { isSandbox, type CheckoutSuccess } from './sandbox-gateway.ts';
import { processWebhook } from './webhook.ts';

/*
 * The sandbox's checkout, and the webhook it sends afterwards as Razorpay does. The payment is
 * recorded on the sandbox's own stream (the gateway's ledger, not our order's), and a reactor turns
 * it into a timer: a couple of seconds later the signed `payment.captured` webhook goes through the
 * same processing as a real one, retried by the outbox until it is taken. So a viewer who closes
 * the browser right after paying still gets the seats, even across a restart.
 */

export const sandboxStreamId = (orderId: string) => `sandbox-payment-${orderId}`;
/** How long after the payment the sandbox's webhook comes (the checkout's own answer usually wins). */
export const SANDBOX_WEBHOOK_DELAY_MS = 2000;
export const SANDBOX_WEBHOOK = 'sandbox-webhook';

interface RecordSandboxPayment {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  now: Date;
}
type SandboxPaymentMade = EventOf<'SandboxPaymentMade'>;

const sandboxLedger: Decider<{ paid: boolean }, RecordSandboxPayment, SandboxPaymentMade> = {
  initialState: () => ({ paid: false }),
  evolve: (state, event) => (event.type === 'SandboxPaymentMade' ? { paid: true } : state),
  decide: (c, state) =>
    state.paid
      ? []
      : [
          {
            type: 'SandboxPaymentMade',
            data: {
              orderId: c.orderId,
              paymentId: c.paymentId,
              amountPaise: c.amountPaise,
              paidAt: c.now.toISOString(),
            },
          },
        ],
};

export type SandboxPayResult =
  ({ status: 'captured' } & CheckoutSuccess) | { status: 'failed'; code: string; description: string };

/** sandboxPay: pays (or declines) the caller's open order at the sandbox; only when it is the gateway. */
export async function sandboxPay(
  deps: WriteDeps,
  { orderId, outcome }: { orderId: string; outcome: 'success' | 'failure' },
  accountId: string,
): Promise<SandboxPayResult> {
  const gateway = deps.gateway;
  if (!isSandbox(gateway)) throw new SandboxOffError();
  const state = await ownOrder(deps, orderId, accountId);
  if (state.status === 'failed') throw new OrderClosedError(orderId, state.status);
  if (outcome === 'failure')
    return {
      status: 'failed',
      code: 'BAD_REQUEST_ERROR',
      description: 'The sandbox declined this payment, as asked (no money moved)',
    };
  const paid = gateway.pay(orderId);
  await handleCommand(
    deps.store,
    sandboxStreamId(orderId),
    sandboxLedger,
    { orderId, paymentId: paid.razorpay_payment_id, amountPaise: state.order.amountPaise, now: deps.clock() },
    { metadata: { actorId: accountId } },
  );
  return { status: 'captured', ...paid };
}

const webhookPayload = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  amountPaise: z.number().int(),
});

export const sandboxWebhookReactor: Reactor = {
  name: 'sandbox-webhook',
  handles: ['SandboxPaymentMade'],
  react: (event) =>
    event.type === 'SandboxPaymentMade'
      ? [
          {
            schedule: `${SANDBOX_WEBHOOK}:${event.data.orderId}`,
            kind: SANDBOX_WEBHOOK,
            payload: {
              orderId: event.data.orderId,
              paymentId: event.data.paymentId,
              amountPaise: event.data.amountPaise,
            } satisfies z.input<typeof webhookPayload>,
            dueAt: new Date(Date.parse(event.data.paidAt) + SANDBOX_WEBHOOK_DELAY_MS),
          },
        ]
      : [],
};

/** Delivers the sandbox's signed `payment.captured` to the webhook processing (throws: retried). */
export const deliverSandboxWebhook =
  (deps: Pick<WriteDeps, 'store' | 'clock' | 'gateway'>): OutboxHandler =>
  async (message) => {
    const gateway = deps.gateway;
    if (!isSandbox(gateway)) return { drop: 'the sandbox gateway is no longer in use' };
    const payment = webhookPayload.parse(message.payload);
    const { body, signature, eventId } = gateway.capturedWebhook(payment);
    await processWebhook(deps, body, signature, eventId);
  };

import type { WriteDeps } from '../../deps.ts';
import { failOrder, newestPosition, onPayment, ownOrder } from './commands.ts';
import { SignatureInvalidError } from './errors.ts';
import { settlePayment, type Settlement } from './settle.ts';
import { paymentStreamId } from './stream-id.ts';

export interface CheckoutAnswer {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/**
 * verifyPayment: the checkout's answer, checked against the gateway's signature. A genuine one
 * records the capture and settles the order (books the held seats once, or refunds); anything else
 * fails the order and releases its seats. The seats and amount are the order's, never the page's.
 * A second, different payment of an order already paid books nothing: it is refunded (a reactor
 * sends the refund) and the answer says so.
 */
export async function verifyPayment(
  deps: WriteDeps,
  answer: CheckoutAnswer,
  accountId: string,
): Promise<Settlement> {
  const orderId = answer.razorpay_order_id;
  const paymentId = answer.razorpay_payment_id;
  const { order } = await ownOrder(deps, orderId, accountId);
  const genuine = deps.gateway.checkPaymentSignature({
    orderId,
    paymentId,
    signature: answer.razorpay_signature,
  });
  if (!genuine) {
    await failOrder(deps, order, 'signature', 'The checkout answer was not signed by the gateway', accountId);
    throw new SignatureInvalidError(orderId);
  }
  const { state } = await onPayment(
    deps,
    orderId,
    { type: 'CapturePayment', orderId, paymentId, via: 'verify', now: deps.clock() },
    accountId,
  );
  const settlement = await settlePayment(deps, orderId);
  const paidBefore =
    (state.status === 'captured' || state.status === 'settled') && state.paymentId !== paymentId;
  return paidBefore ? { ...settlement, outcome: 'already-paid' } : settlement;
}

const DESCRIPTIONS = { cancelled: 'The checkout was closed', failed: 'The payment was declined' } as const;

/** cancelPayment: the checkout was closed or the payment declined; the seats are given back. */
export async function cancelPayment(
  deps: WriteDeps,
  input: { orderId: string; reason: 'cancelled' | 'failed'; description?: string | undefined },
  accountId: string,
) {
  const { order } = await ownOrder(deps, input.orderId, accountId);
  const description = input.description || DESCRIPTIONS[input.reason];
  const { position } = await failOrder(deps, order, input.reason, description, accountId);
  return { position: position ?? (await newestPosition(deps, paymentStreamId(order.orderId))) };
}

import type { WriteDeps } from '../../deps.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import { screeningDecider } from '../../shows/seats/screening-decider.ts';
import { screeningStreamId } from '../../shows/seats/stream-id.ts';
import { paymentDecider, type PaymentCommand } from './decide.ts';
import { OrderNotFoundError } from './errors.ts';
import type { FailReason, PaymentOrder, PaymentState } from './payment.ts';
import { paymentStreamId } from './stream-id.ts';

type Deps = Pick<WriteDeps, 'store' | 'clock'>;

/** A command on an order's stream; the answer carries the order's state afterwards. */
export async function onPayment(
  deps: Pick<WriteDeps, 'store'>,
  orderId: string,
  command: PaymentCommand,
  actorId: string,
) {
  const result = await handleCommand(deps.store, paymentStreamId(orderId), paymentDecider, command, {
    metadata: { actorId },
  });
  return { ...result, state: result.state as PaymentState };
}

export const loadPayment = async (deps: Pick<WriteDeps, 'store'>, orderId: string) =>
  (await loadState(deps.store, paymentStreamId(orderId), paymentDecider)).state;

/** The caller's order; another viewer's is "not found" as much as a made-up id is. */
export async function ownOrder(deps: Pick<WriteDeps, 'store'>, orderId: string, accountId: string) {
  const state = await loadPayment(deps, orderId);
  if (state.status === 'none' || state.order.accountId !== accountId) throw new OrderNotFoundError(orderId);
  return state;
}

/** Where the stream's newest event is, for answers that appended nothing (a repeat). */
export async function newestPosition(deps: Pick<WriteDeps, 'store'>, streamId: string) {
  return (await deps.store.readStream(streamId)).at(-1)?.position ?? '0:0';
}

const releaseReason = (reason: FailReason) =>
  reason === 'cancelled' ? 'payment-cancelled' : 'payment-failed';

/**
 * Fails the order (if it was still open) and gives its seats back. The release is issued whenever
 * the order ends up failed, so a repeat finishes a release that a crash interrupted; releasing a
 * hold that is gone (expired, replaced, released) changes nothing.
 */
export async function failOrder(
  deps: Deps,
  order: PaymentOrder,
  reason: FailReason,
  description: string,
  actorId: string,
) {
  const now = deps.clock();
  const failed = await onPayment(
    deps,
    order.orderId,
    { type: 'FailPayment', orderId: order.orderId, reason, description, now },
    actorId,
  );
  if (failed.state.status !== 'failed') return { failed: false, position: failed.position };
  const released = await handleCommand(
    deps.store,
    screeningStreamId(order.screeningId),
    screeningDecider,
    {
      type: 'ReleaseHold',
      screeningId: order.screeningId,
      holdId: order.holdId,
      accountId: order.accountId,
      reason: releaseReason(reason),
      now,
    },
    { metadata: { actorId, orderId: order.orderId } },
  );
  return { failed: true, position: released.position ?? failed.position };
}

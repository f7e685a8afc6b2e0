import { maxPosition } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import { onScreening } from '../seats/commands.ts';
import { accountHoldsDecider, type AccountHoldsState, type HoldOutcome } from './account-holds.ts';
import { paymentDecider } from '../../bookings/payments/decide.ts';
import { paymentStreamId } from '../../bookings/payments/stream-id.ts';
import { assertMayHold, PaymentInProgressError } from './hold-pause.ts';
import { latestHoldOutcome } from './hold-outcome.ts';
import { holdsStreamId } from './stream-id.ts';

/**
 * Before a new hold: the account's latest hold and how it ended. Refuses an account that must
 * still wait because its holds keep running out unpaid; gives back a live hold on another
 * screening first, so the account never holds two sets of seats at once (on the same screening
 * the screening's own decision replaces it in the same append).
 */
export async function beforeHold(
  deps: Pick<WriteDeps, 'store'>,
  accountId: string,
  screeningId: string,
  now: Date,
) {
  const { state } = await loadState<AccountHoldsState>(
    deps.store,
    holdsStreamId(accountId),
    accountHoldsDecider,
  );
  const latest = await latestHoldOutcome(deps.store, state, now);
  assertMayHold(state, latest, now);
  if (latest?.outcome === 'replaced') await assertNoPaymentOpen(deps, state);
  if (latest?.outcome === 'replaced' && latest.screeningId !== screeningId)
    await releaseReplaced(deps, accountId, latest, now);
  return latest;
}

/**
 * A live hold whose payment order is still open (created, or captured and being settled) is not
 * replaced: a payment that lands after the seats went back would book nothing and be refunded.
 */
async function assertNoPaymentOpen(deps: Pick<WriteDeps, 'store'>, holds: AccountHoldsState) {
  const orderId = holds.latest?.orderId;
  if (!orderId) return;
  const { state } = await loadState(deps.store, paymentStreamId(orderId), paymentDecider);
  if (state.status === 'created' || state.status === 'captured') throw new PaymentInProgressError(orderId);
}

/** Records that a payment order was opened for the account's hold. */
export async function recordCheckout(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  accountId: string,
  holdId: string,
  orderId: string,
) {
  await handleCommand(
    deps.store,
    holdsStreamId(accountId),
    accountHoldsDecider,
    { type: 'RecordCheckout', accountId, holdId, orderId, now: deps.clock() },
    { metadata: { actorId: accountId } },
  );
}

function releaseReplaced(
  deps: Pick<WriteDeps, 'store'>,
  accountId: string,
  replaced: HoldOutcome,
  now: Date,
) {
  const { screeningId, holdId } = replaced;
  return onScreening(
    deps,
    screeningId,
    { type: 'ReleaseHold', screeningId, holdId, accountId, reason: 'replaced', now },
    accountId,
  );
}

/**
 * After a new hold: records it as the account's one live hold. When another request of the same
 * account took a hold in between, that one is replaced now. Returns the position of the last
 * event written.
 */
export async function afterHold(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  hold: { accountId: string; holdId: string; screeningId: string; position: string },
  latest: HoldOutcome | null,
  now: Date,
): Promise<string> {
  const { accountId, holdId, screeningId } = hold;
  const recorded = await handleCommand(
    deps.store,
    holdsStreamId(accountId),
    accountHoldsDecider,
    { type: 'RecordHold', accountId, holdId, screeningId, previous: latest, now },
    { metadata: { actorId: accountId } },
  );
  const positions = [hold.position, recorded.position ?? hold.position];
  const taken = recorded.events.find((e) => e.type === 'HoldTaken');
  const replaced = taken?.type === 'HoldTaken' ? taken.data.previous : null;
  const seen = replaced?.holdId === latest?.holdId;
  if (replaced?.outcome === 'replaced' && replaced.screeningId !== screeningId && !seen) {
    const released = await releaseReplaced(deps, accountId, replaced, deps.clock());
    if (released.position) positions.push(released.position);
  }
  return maxPosition(...positions);
}

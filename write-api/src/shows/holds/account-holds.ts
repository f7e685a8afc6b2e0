import type { DomainEvent, EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';

export type HoldOutcome = NonNullable<EventOf<'HoldTaken'>['data']['previous']>;

/** The account's latest hold, and when its recent holds ran out unpaid (newest last). */
export interface AccountHoldsState {
  /** The latest hold, with the payment order opened for it, if any. */
  latest: { holdId: string; screeningId: string; takenAt: string; orderId?: string } | null;
  ranOut: readonly number[];
}

/** Run-outs older than this no longer slow the account down. */
export const RAN_OUT_KEEP_MS = 3 * 3_600_000;

export interface RecordHold {
  type: 'RecordHold';
  accountId: string;
  holdId: string;
  screeningId: string;
  /** How the latest hold ended, as the caller found it before taking this one. */
  previous: HoldOutcome | null;
  now: Date;
}

/** A payment order was opened for the hold (capturePayment). */
export interface RecordCheckout {
  type: 'RecordCheckout';
  accountId: string;
  holdId: string;
  orderId: string;
  now: Date;
}

type AccountHoldsCommand = RecordHold | RecordCheckout;
type AccountHoldsEvent = EventOf<'HoldTaken' | 'HoldCheckoutStarted'>;

const initialState = (): AccountHoldsState => ({ latest: null, ranOut: [] });

function evolve(state: AccountHoldsState, event: DomainEvent): AccountHoldsState {
  if (event.type === 'HoldCheckoutStarted')
    return state.latest?.holdId === event.data.holdId
      ? { ...state, latest: { ...state.latest, orderId: event.data.orderId } }
      : state;
  if (event.type !== 'HoldTaken') return state;
  const { holdId, screeningId, takenAt, previous } = event.data;
  const since = Date.parse(takenAt) - RAN_OUT_KEEP_MS;
  const ranOut = state.ranOut.filter((at) => at > since);
  if (previous?.outcome === 'expired') ranOut.push(Date.parse(previous.endedAt));
  return { latest: { holdId, screeningId, takenAt }, ranOut };
}

/**
 * Records a new hold as the account's one live hold. The hold it replaces is the stream's latest:
 * when that is the one the caller looked at, its outcome is the caller's; when another request of
 * the same account got in between, that newer hold is live and this one replaces it.
 */
function decide(command: AccountHoldsCommand, state: AccountHoldsState): AccountHoldsEvent[] {
  if (command.type === 'RecordCheckout') {
    const { accountId, holdId, orderId, now } = command;
    return state.latest?.holdId === holdId && state.latest.orderId !== orderId
      ? [{ type: 'HoldCheckoutStarted', data: { accountId, holdId, orderId, startedAt: now.toISOString() } }]
      : [];
  }
  const latest = state.latest;
  const previous: HoldOutcome | null =
    latest === null
      ? null
      : latest.holdId === command.previous?.holdId
        ? command.previous
        : {
            holdId: latest.holdId,
            screeningId: latest.screeningId,
            outcome: 'replaced',
            endedAt: command.now.toISOString(),
          };
  return [
    {
      type: 'HoldTaken',
      data: {
        accountId: command.accountId,
        holdId: command.holdId,
        screeningId: command.screeningId,
        takenAt: command.now.toISOString(),
        previous,
      },
    },
  ];
}

export const accountHoldsDecider: Decider<AccountHoldsState, AccountHoldsCommand, AccountHoldsEvent> = {
  initialState,
  evolve,
  decide,
};

import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { accountHoldsDecider, type HoldOutcome, type RecordHold } from './account-holds.ts';
import { assertMayHold, HoldsPausedError } from './hold-pause.ts';

const at = (minutes: number) => new Date(Date.parse('2026-12-10T06:00:00.000Z') + minutes * 60_000);
const given = (events: DomainEvent[]) =>
  events.reduce(accountHoldsDecider.evolve, accountHoldsDecider.initialState());
const record = (holdId: string, minute: number, previous: HoldOutcome | null): RecordHold => ({
  type: 'RecordHold',
  accountId: 'riya',
  holdId,
  screeningId: `s-${holdId}`,
  previous,
  now: at(minute),
});
const ended = (holdId: string, outcome: HoldOutcome['outcome'], minute: number): HoldOutcome => ({
  holdId,
  screeningId: `s-${holdId}`,
  outcome,
  endedAt: at(minute).toISOString(),
});

const previousIn = (events: DomainEvent[]) => {
  const [event] = events;
  if (event?.type !== 'HoldTaken') throw new Error('expected HoldTaken');
  return event.data.previous;
};

/** An account whose holds h1..hN each ran out 8 minutes after being taken, 10 minutes apart. */
function ranOutTimes(count: number) {
  const events: DomainEvent[] = [];
  for (let i = 1; i <= count; i++) {
    const previous = i === 1 ? null : ended(`h${i - 1}`, 'expired', (i - 2) * 10 + 8);
    events.push(...accountHoldsDecider.decide(record(`h${i}`, (i - 1) * 10, previous), given(events)));
  }
  return { state: given(events), latest: ended(`h${count}`, 'expired', (count - 1) * 10 + 8) };
}

const pausedUntil = (count: number, minute: number) => {
  const { state, latest } = ranOutTimes(count);
  try {
    assertMayHold(state, latest, at(minute));
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(HoldsPausedError);
    return (error as HoldsPausedError).until;
  }
};

describe('an account whose holds keep running out unpaid', () => {
  it('is not slowed for one hold that ran out', () => {
    expect(pausedUntil(1, 9)).toBeNull();
  });

  it('is slowed down, then paused for an hour, and told until when', () => {
    expect(pausedUntil(2, 19)).toEqual(at(18 + 5));
    expect(pausedUntil(2, 24)).toBeNull();
    expect(pausedUntil(3, 29)).toEqual(at(28 + 15));
    const { state, latest } = ranOutTimes(4);
    const paused = (() => {
      try {
        assertMayHold(state, latest, at(39));
      } catch (error) {
        return error as HoldsPausedError;
      }
      throw new Error('expected a pause');
    })();
    expect(paused.until).toEqual(at(38 + 60));
    expect(paused.message).toMatch(
      /You let 4 seat holds run out without paying\. You can hold seats again at 1:08 PM\./,
    );
    expect(paused.retryAfterSeconds).toBe(59 * 60);
  });

  it('does not count holds that were paid, given back or replaced', () => {
    const events: DomainEvent[] = [];
    const outcomes: HoldOutcome['outcome'][] = ['booked', 'released', 'replaced', 'booked'];
    outcomes.forEach((outcome, i) => {
      const previous = i === 0 ? null : ended(`h${i}`, outcomes[i - 1]!, i * 10);
      events.push(...accountHoldsDecider.decide(record(`h${i + 1}`, i * 10, previous), given(events)));
    });
    expect(given(events).ranOut).toEqual([]);
    expect(() => assertMayHold(given(events), ended('h4', 'booked', 40), at(41))).not.toThrow();
  });

  it('records the hold it replaces: the one the caller saw, or a newer one that got in between', () => {
    const first = accountHoldsDecider.decide(record('h1', 0, null), given([]));
    expect(previousIn(first)).toBeNull();
    const second = accountHoldsDecider.decide(record('h2', 1, ended('h1', 'replaced', 1)), given(first));
    expect(previousIn(second)).toEqual(ended('h1', 'replaced', 1));
    // A request that looked before h2 was recorded still replaces h2, the live one.
    const third = accountHoldsDecider.decide(
      record('h3', 2, ended('h1', 'replaced', 1)),
      given([...first, ...second]),
    );
    expect(previousIn(third)).toEqual(ended('h2', 'replaced', 2));
  });
});

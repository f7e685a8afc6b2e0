import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventOf } from '@cinema/contracts';
import { HeldTooLongError, NoMoreHoldTimeError } from './hold-budget.ts';
import { screeningDecider } from './screening-decider.ts';
import { at, extend, hold, release, released } from './screening-fixtures.ts';
import type { HoldSeats } from './decide.ts';

const given = (events: DomainEvent[]) =>
  events.reduce(screeningDecider.evolve, screeningDecider.initialState());

/** Runs commands in turn, each against the events so far; returns all events. */
function play(steps: Parameters<typeof screeningDecider.decide>[0][], history: DomainEvent[] = []) {
  const events = [...history];
  for (const step of steps) events.push(...screeningDecider.decide(step, given(events)));
  return events;
}
const refusal = (command: Parameters<typeof screeningDecider.decide>[0], history: DomainEvent[]) => {
  try {
    screeningDecider.decide(command, given(history));
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};
const heldUntil = (events: DomainEvent[], holdId: string) =>
  (events.find((e) => e.type === 'SeatsHeld' && e.data.holdId === holdId) as EventOf<'SeatsHeld'>).data
    .expiresAt;

const riya = (over: Partial<HoldSeats>) => hold({ seats: ['V1'], clientKey: 'home', ...over });
const ajay = (over: Partial<HoldSeats>) =>
  hold({ accountId: 'ajay', seats: ['V1'], clientKey: 'home', ...over });

describe('the hold budget: one hold plus its extension per seat per hour', () => {
  it('refuses the account its own seats again after its hold on them ran out, saying until when', () => {
    const history = play([riya({ holdId: 'h1', now: at(0) })]);
    const again = refusal(riya({ holdId: 'h2', now: at(9) }), history);
    expect(again).toBeInstanceOf(HeldTooLongError);
    expect((again as HeldTooLongError).until).toEqual(at(8 + 60));
    expect((again as HeldTooLongError).message).toContain('You have held these seats');
    // Also once the timer wrote the release, and other seats stay free to hold.
    const afterRelease = [...history, released('h1', ['V1'], 'expired', at(8))];
    expect(refusal(riya({ holdId: 'h2', now: at(30) }), afterRelease)).toBeInstanceOf(HeldTooLongError);
    expect(() =>
      screeningDecider.decide(riya({ holdId: 'h3', seats: ['V2'], now: at(30) }), given(afterRelease)),
    ).not.toThrow();
    // After the window the seat can be held again.
    expect(() =>
      screeningDecider.decide(riya({ holdId: 'h4', now: at(69) }), given(afterRelease)),
    ).not.toThrow();
  });

  it('does not restart the clock when the viewer re-holds or adds seats: the hold is cut to what is left', () => {
    const events = play([
      riya({ holdId: 'h1', seats: ['V1'], now: at(0) }),
      riya({ holdId: 'h2', seats: ['V1', 'V2'], now: at(6) }),
    ]);
    // V1 used 6 of its 12 minutes: the new hold lasts 6, not 8.
    expect(heldUntil(events, 'h2')).toBe(at(12).toISOString());
    const extended = refusal(extend({ holdId: 'h2', clientKey: 'home', now: at(7) }), events);
    expect(extended).toBeInstanceOf(NoMoreHoldTimeError);
  });

  it('lets the viewer who gave seats back early hold them again for the time left', () => {
    const events = play([
      riya({ holdId: 'h1', now: at(0) }),
      release({ holdId: 'h1', now: at(2) }),
      riya({ holdId: 'h2', now: at(3) }),
    ]);
    expect(heldUntil(events, 'h2')).toBe(at(11).toISOString());
    // Its extension is cut to the budget too: 2 + 8 used, 2 left.
    const [extendedEvent] = screeningDecider.decide(
      extend({ holdId: 'h2', clientKey: 'home', now: at(5) }),
      given(events),
    );
    expect(extendedEvent).toMatchObject({ type: 'HoldExtended', data: { expiresAt: at(13).toISOString() } });
  });

  it('gives a fresh hold its full time and one full extension', () => {
    const events = play([
      riya({ holdId: 'h1', now: at(0) }),
      extend({ holdId: 'h1', clientKey: 'home', now: at(7) }),
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'HoldExtended', data: { expiresAt: at(12).toISOString() } });
  });

  it('shares a seat’s budget between the accounts of one network, and not with other networks', () => {
    const history = play([
      riya({ holdId: 'h1', now: at(0) }),
      extend({ holdId: 'h1', clientKey: 'home', now: at(7) }),
    ]);
    const sameNetwork = refusal(ajay({ holdId: 'h2', now: at(13) }), history);
    expect(sameNetwork).toBeInstanceOf(HeldTooLongError);
    expect((sameNetwork as HeldTooLongError).message).toContain('from your network');
    expect((sameNetwork as HeldTooLongError).until).toEqual(at(12 + 60));
    const elsewhere = play([ajay({ holdId: 'h3', clientKey: 'office', now: at(13) })], history);
    expect(heldUntil(elsewhere, 'h3')).toBe(at(21).toISOString());
  });

  it('keeps a seat free for others at least 80 % of any hour, whatever one network’s accounts do', () => {
    // Eleven accounts of one network take turns on V1, each as soon as the rules allow.
    let events: DomainEvent[] = [];
    const heldMinutes = new Set<number>();
    for (let minute = 0; minute < 180; minute++) {
      const accountId = `tout-${minute % 11}`;
      try {
        events = play(
          [hold({ holdId: `t${minute}`, accountId, seats: ['V1'], clientKey: 'tout-net', now: at(minute) })],
          events,
        );
      } catch {
        // refused: try again next minute
      }
      const state = given(events);
      const holdId = state.heldBy.get('V1');
      const live = holdId && Date.parse(state.holds.get(holdId)!.expiresAt) > at(minute).getTime();
      if (live) heldMinutes.add(minute);
    }
    for (let start = 0; start + 60 <= 180; start += 10) {
      const held = [...heldMinutes].filter((m) => m >= start && m < start + 60).length;
      expect(held, `minutes ${start}-${start + 60}`).toBeLessThanOrEqual(12);
    }
  });
});

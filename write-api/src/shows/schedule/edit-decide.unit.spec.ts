import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import type { CinemaCommand } from '../../catalog/cinemas/cinema-decider.ts';
import { NotYourCinemaError, ScreenNotFoundError } from '../../catalog/cinemas/errors.ts';
import { ScreenRetiredError } from '../../catalog/cinemas/screen-errors.ts';
import type { EditShow, ExtendShowRun } from './edit-decide.ts';
import { decide, given, now, openCinema, screenConfigured } from '../../catalog/cinemas/cinema-kit.ts';
import {
  ScreenNotConfiguredError,
  ShowCancelledError,
  ShowClashError,
  ShowDateInPastError,
  ShowEndBeforeStartError,
  ShowEndNotLaterError,
  ShowLiveNotEditableError,
  ShowNotFoundError,
  ShowNotLiveError,
  ShowTooLongError,
} from './errors.ts';

const stateAfter = (history: DomainEvent[]) => {
  const state = given(history);
  if (state.status !== 'open') throw new Error('no cinema');
  return state;
};

// show1 runs 12-14 Dec at 9 am on screen 1.
const admin = { accountId: 'admin-1', superAdmin: false };

describe('EditShow: a pending show', () => {
  const history = () => [...openCinema(), added('cin1.show1')];

  it('moves it to other dates, timing and screen', () => {
    expect(decide(edit(), history())).toEqual([
      {
        type: 'ShowEdited',
        data: {
          showId: 'cin1.show1',
          cinemaId: 'cin1',
          screenId: 'cin1.s3',
          timing: '3-6pm',
          showStart: '2026-12-20',
          showEnd: '2026-12-22',
          editedBy: 'admin-1',
          editedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('is what the show then is: it goes live on the new dates, timing and screen', () => {
    const edited = [...history(), ...decide(edit(), history())];
    const show = stateAfter(edited).shows.get('cin1.show1')!;
    expect(show).toMatchObject({ screenId: 'cin1.s3', timing: '3-6pm', showStart: '2026-12-20' });
    const [live] = decide(goLive(), edited);
    expect(live).toMatchObject({
      data: {
        screenId: 'cin1.s3',
        screenings: [{ date: '2026-12-20' }, { date: '2026-12-21' }, { date: '2026-12-22' }],
      },
    });
  });

  it('changes nothing when asked for what it already is', () => {
    const edited = [...history(), ...decide(edit(), history())];
    expect(decide(edit(), edited)).toEqual([]);
  });

  it('may overlap its own dates (the show is left out of the clash check)', () => {
    expect(
      decide(
        edit({ screenId: 'cin1.s1', timing: '9-12am', showEnd: '2026-12-24', showStart: '2026-12-13' }),
        history(),
      ),
    ).toHaveLength(1);
  });

  it('refuses to move onto another show’s screen, timing and date (pending or live)', () => {
    const other = [
      ...history(),
      added('cin1.show2', {
        screenId: 'cin1.s3',
        timing: '3-6pm',
        showStart: '2026-12-22',
        showEnd: '2026-12-25',
      }),
    ];
    expect(() => decide(edit(), other)).toThrow(ShowClashError);
    const live = [...other, decide(goLive('cin1.show2'), other)[0]!];
    expect(() => decide(edit(), live)).toThrow(ShowClashError);
    expect(decide(edit({ showEnd: '2026-12-21' }), live)).toHaveLength(1);
    expect(decide(edit({ timing: '9-12pm' }), live)).toHaveLength(1);
  });

  it.each([
    ["another admin's show", { by: { accountId: 'admin-2', superAdmin: false } }, NotYourCinemaError],
    ['a show it does not have', { showId: 'cin1.nope' }, ShowNotFoundError],
    ['a screen the cinema does not have', { screenId: 'cin1.s7' }, ScreenNotFoundError],
    ['a screen without seats and prices', { screenId: 'cin1.s2' }, ScreenNotConfiguredError],
    ['an end before the start', { showStart: '2026-12-22', showEnd: '2026-12-20' }, ShowEndBeforeStartError],
    ['a start before today in India', { showStart: '2026-12-09' }, ShowDateInPastError],
    ['more than 60 days', { showEnd: '2027-02-18' }, ShowTooLongError],
  ] as const)('refuses %s', (_what, overrides, error) => {
    expect(() => decide(edit(overrides), history())).toThrow(error);
  });

  it('lets a SuperAdmin edit any cinema’s show, as cancelling does', () => {
    const [event] = decide(edit({ by: { accountId: 'super-1', superAdmin: true } }), history());
    expect(event).toMatchObject({ type: 'ShowEdited', data: { editedBy: 'super-1' } });
  });

  it('refuses a retired screen', () => {
    const retired: DomainEvent = {
      type: 'ScreenRetired',
      data: { cinemaId: 'cin1', screenId: 'cin1.s3', retiredBy: 'admin-1', retiredAt: now.toISOString() },
    };
    expect(() => decide(edit(), [...history(), retired])).toThrow(ScreenRetiredError);
  });

  it('refuses a cancelled show', () => {
    expect(() => decide(edit(), [...history(), cancelled()])).toThrow(ShowCancelledError);
  });
});

describe('EditShow: a live show', () => {
  it('is refused: its dates, timing and screen are sold', () => {
    const history = [...openCinema(), added('cin1.show1')];
    const live = [...history, decide(goLive(), history)[0]!];
    expect(() => decide(edit(), live)).toThrow(ShowLiveNotEditableError);
  });
});

describe('ExtendShowRun: a live show running 12-14 Dec', () => {
  const history = () => {
    const pending = [...openCinema(), added('cin1.show1')];
    return [...pending, decide(goLive(), pending)[0]!];
  };

  it('adds one screening per added date, selling the layout frozen when it went live', () => {
    const [event] = decide(extend('2026-12-16'), history());
    const live = history()[history().length - 1] as DomainEvent & { data: { seatLayout: unknown } };
    expect(event).toEqual({
      type: 'ShowRunExtended',
      data: {
        showId: 'cin1.show1',
        cinemaId: 'cin1',
        screenId: 'cin1.s1',
        movieId: 'mov1',
        timing: '9-12am',
        showEnd: '2026-12-16',
        screenings: [
          { screeningId: 'cin1.show1.2026-12-15', date: '2026-12-15' },
          { screeningId: 'cin1.show1.2026-12-16', date: '2026-12-16' },
        ],
        seatLayout: live.data.seatLayout,
        extendedBy: 'admin-1',
        extendedAt: now.toISOString(),
      },
    });
  });

  it('keeps the frozen layout even if the screen’s prices changed since', () => {
    const repriced = [...history(), screenConfigured('cin1.s1', 99_900)];
    const [event] = decide(extend('2026-12-15'), repriced);
    expect(event).toMatchObject({
      data: { seatLayout: expect.arrayContaining([{ seatType: 'VIP', count: 10, pricePaise: 50_000 }]) },
    });
  });

  it('is the run then: its dates include the added ones, and extending to that end again changes nothing', () => {
    const extended = [...history(), ...decide(extend('2026-12-16'), history())];
    const show = stateAfter(extended).shows.get('cin1.show1')!;
    expect(show.showEnd).toBe('2026-12-16');
    expect(show.live?.dates).toEqual(['2026-12-12', '2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16']);
    expect(decide(extend('2026-12-16'), extended)).toEqual([]);
  });

  it('refuses an earlier end date', () => {
    expect(() => decide(extend('2026-12-13'), history())).toThrow(ShowEndNotLaterError);
  });

  it('adds from today on when the run ended in the past', () => {
    const later = new Date('2026-12-20T06:00:00Z');
    const [event] = decide(extend('2026-12-21', { now: later }), history());
    expect(event).toMatchObject({ data: { screenings: [{ date: '2026-12-20' }, { date: '2026-12-21' }] } });
    expect(() => decide(extend('2026-12-19', { now: later }), history())).toThrow(ShowDateInPastError);
  });

  it('refuses added dates that clash with another show on the screen at that time', () => {
    const other = [...history(), added('cin1.show2', { showStart: '2026-12-16', showEnd: '2026-12-18' })];
    expect(() => decide(extend('2026-12-16'), other)).toThrow(ShowClashError);
    expect(decide(extend('2026-12-15'), other)).toHaveLength(1);
  });

  it('refuses a run of more than 60 dates still to come', () => {
    expect(() => decide(extend('2027-02-10'), history())).toThrow(ShowTooLongError);
    expect(decide(extend('2027-02-09'), history())).toHaveLength(1);
  });

  it("refuses another admin's show and lets a SuperAdmin extend it", () => {
    expect(() =>
      decide(extend('2026-12-16', { by: { accountId: 'admin-2', superAdmin: false } }), history()),
    ).toThrow(NotYourCinemaError);
    expect(
      decide(extend('2026-12-16', { by: { accountId: 'super-1', superAdmin: true } }), history()),
    ).toHaveLength(1);
  });

  it('refuses a cancelled show and a pending one', () => {
    expect(() => decide(extend('2026-12-16'), [...history(), cancelled()])).toThrow(ShowCancelledError);
    expect(() => decide(extend('2026-12-16'), [...openCinema(), added('cin1.show1')])).toThrow(
      ShowNotLiveError,
    );
  });
});

function edit(over: Partial<EditShow> = {}): EditShow {
  return {
    type: 'EditShow',
    showId: 'cin1.show1',
    screenId: 'cin1.s3',
    timing: '3-6pm',
    showStart: '2026-12-20',
    showEnd: '2026-12-22',
    by: admin,
    now,
    ...over,
  };
}
function extend(showEnd: string, over: Partial<ExtendShowRun> = {}): ExtendShowRun {
  return { type: 'ExtendShowRun', showId: 'cin1.show1', showEnd, by: admin, now, ...over };
}
function goLive(showId = 'cin1.show1'): CinemaCommand {
  return { type: 'MakeShowLive', showId, adminId: 'admin-1', now };
}
function added(
  showId: string,
  over: Partial<Record<'screenId' | 'timing' | 'showStart' | 'showEnd', string>> = {},
) {
  return {
    type: 'ShowAdded',
    data: {
      showId,
      cinemaId: 'cin1',
      screenId: 'cin1.s1',
      movieId: 'mov1',
      movieName: 'Kantara',
      timing: '9-12am',
      showStart: '2026-12-12',
      showEnd: '2026-12-14',
      adminId: 'admin-1',
      addedAt: now.toISOString(),
      ...over,
    },
  } as DomainEvent;
}
function cancelled(): DomainEvent {
  return {
    type: 'ShowCancelled',
    data: {
      showId: 'cin1.show1',
      cinemaId: 'cin1',
      reason: 'Projector failure',
      cancelledBy: 'admin-1',
      cancelledAt: now.toISOString(),
      screenings: [],
    },
  };
}

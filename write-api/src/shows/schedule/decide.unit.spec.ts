import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { cinemaDecider } from '../../catalog/cinemas/cinema-decider.ts';
import type { CinemaState } from '../../catalog/cinemas/cinema.ts';
import {
  CinemaNotFoundError,
  NotYourCinemaError,
  ScreenNotFoundError,
} from '../../catalog/cinemas/errors.ts';
import type { AddShow, MakeShowLive } from './decide.ts';
import { given, now, openCinema } from '../../catalog/cinemas/cinema-kit.ts';
import {
  MovieNotFoundError,
  ScreenNotConfiguredError,
  ShowAlreadyLiveError,
  ShowClashError,
  ShowDateInPastError,
  ShowEndBeforeStartError,
  ShowNotFoundError,
  ShowTooLongError,
} from './errors.ts';

const when = (command: AddShow | MakeShowLive, state: CinemaState) => () =>
  cinemaDecider.decide(command, state);

describe('schedule: no cinema', () => {
  it('refuses a show for a cinema that does not exist', () => {
    expect(when(addShow(), given([]))).toThrow(CinemaNotFoundError);
  });

  it('reports a show of a cinema that does not exist as not found', () => {
    expect(when(goLive(), given([]))).toThrow(ShowNotFoundError);
  });
});

describe('schedule: screen 1 configured, screen 2 not, nothing scheduled', () => {
  const state = () => given(openCinema());

  it('adds a pending show carrying the movie name', () => {
    expect(when(addShow(), state())()).toEqual([
      {
        type: 'ShowAdded',
        data: {
          showId: 'cin1.show1',
          cinemaId: 'cin1',
          screenId: 'cin1.s1',
          movieId: 'mov1',
          movieName: 'Kantara',
          timing: '9-12am',
          showStart: '2026-12-12',
          showEnd: '2026-12-15',
          adminId: 'admin-1',
          addedAt: now.toISOString(),
        },
      },
    ]);
  });

  it.each([
    ["another admin's cinema", { adminId: 'admin-2' }, NotYourCinemaError],
    ['a screen the cinema does not have', { screenId: 'cin1.s7' }, ScreenNotFoundError],
    ["another cinema's screen", { screenId: 'cin2.s1' }, ScreenNotFoundError],
    ['a movie that does not exist', { movie: null }, MovieNotFoundError],
    ['a screen without seats and prices', { screenId: 'cin1.s2' }, ScreenNotConfiguredError],
    ['an end before the start', { showStart: '2026-12-15', showEnd: '2026-12-14' }, ShowEndBeforeStartError],
    ['more than 60 days', { showStart: '2026-12-12', showEnd: '2027-02-10' }, ShowTooLongError],
  ] as const)('refuses %s', (_what, overrides, error) => {
    expect(when(addShow(overrides), state())).toThrow(error);
  });

  it('takes exactly 60 days', () => {
    expect(when(addShow({ showStart: '2026-12-12', showEnd: '2027-02-09' }), state())()).toHaveLength(1);
  });

  it('counts today in India: at 01:30 IST on the 11th, the 10th is past and the 11th is not', () => {
    const lateNight = new Date('2026-12-10T20:00:00Z');
    expect(when(addShow({ showStart: '2026-12-10', now: lateNight }), state())).toThrow(ShowDateInPastError);
    expect(when(addShow({ showStart: '2026-12-11', now: lateNight }), state())()).toHaveLength(1);
  });

  it('refuses to make live a show it does not have', () => {
    expect(when(goLive({ showId: 'cin1.nope' }), state())).toThrow(ShowNotFoundError);
  });
});

describe('schedule: a pending 9-12am show on screen 1, 12 to 15 December', () => {
  const state = () => given([...openCinema(), showAdded()]);

  it.each([
    ['the same dates', '2026-12-12', '2026-12-15'],
    ['one shared last day', '2026-12-15', '2026-12-20'],
    ['dates around it', '2026-12-11', '2026-12-31'],
  ])('refuses another show at that timing on %s', (_what, showStart, showEnd) => {
    expect(when(addShow({ showId: 'cin1.show2', showStart, showEnd }), state())).toThrow(ShowClashError);
  });

  it.each([
    ['the day after it ends', { showStart: '2026-12-16', showEnd: '2026-12-20' }],
    ['another timing', { timing: '3-6pm' }],
    ['another screen', { screenId: 'cin1.s3' }],
  ] as const)('accepts a show on %s', (_what, overrides) => {
    expect(when(addShow({ showId: 'cin1.show2', ...overrides }), state())()).toHaveLength(1);
  });

  it('adds nothing when the same show id comes again (a restarted demo load)', () => {
    expect(when(addShow(), state())()).toEqual([]);
  });

  it('goes live with one screening per date and the seat layout, VIP first', () => {
    expect(when(goLive(), state())()).toEqual([
      {
        type: 'ShowWentLive',
        data: {
          showId: 'cin1.show1',
          cinemaId: 'cin1',
          screenId: 'cin1.s1',
          movieId: 'mov1',
          timing: '9-12am',
          screenings: ['12', '13', '14', '15'].map((d) => ({
            screeningId: `cin1.show1.2026-12-${d}`,
            date: `2026-12-${d}`,
          })),
          seatLayout: [
            { seatType: 'VIP', count: 10, pricePaise: 50_000 },
            { seatType: 'BALCONY', count: 50, pricePaise: 25_000 },
            { seatType: 'REGULAR', count: 100, pricePaise: 15_000 },
          ],
          adminId: 'admin-1',
          liveAt: now.toISOString(),
        },
      },
    ]);
  });

  it('leaves out the dates already past when it goes live late', () => {
    const [event] = when(goLive({ now: new Date('2026-12-14T05:00:00Z') }), state())();
    const dates = event?.type === 'ShowWentLive' ? event.data.screenings.map((s) => s.date) : [];
    expect(dates).toEqual(['2026-12-14', '2026-12-15']);
  });

  it('refuses to go live once every date is past', () => {
    expect(when(goLive({ now: new Date('2026-12-16T05:00:00Z') }), state())).toThrow(ShowDateInPastError);
  });

  it("refuses another admin's show", () => {
    expect(when(goLive({ adminId: 'admin-2' }), state())).toThrow(NotYourCinemaError);
  });
});

describe('schedule: the show is live', () => {
  const state = () => given([...openCinema(), showAdded(), showWentLive()]);

  it('refuses to make it live twice', () => {
    expect(when(goLive(), state())).toThrow(ShowAlreadyLiveError);
  });

  it('still clashes with a new show at its timing', () => {
    expect(when(addShow({ showId: 'cin1.show2' }), state())).toThrow(ShowClashError);
  });
});

function addShow(overrides: Partial<AddShow> = {}): AddShow {
  return {
    type: 'AddShow',
    showId: 'cin1.show1',
    cinemaId: 'cin1',
    screenId: 'cin1.s1',
    movieId: 'mov1',
    movie: { movieName: 'Kantara' },
    timing: '9-12am',
    showStart: '2026-12-12',
    showEnd: '2026-12-15',
    adminId: 'admin-1',
    now,
    ...overrides,
  };
}
function goLive(overrides: Partial<MakeShowLive> = {}): MakeShowLive {
  return { type: 'MakeShowLive', showId: 'cin1.show1', adminId: 'admin-1', now, ...overrides };
}
function showAdded(): DomainEvent {
  return when(addShow(), given(openCinema()))()[0]!;
}
function showWentLive(): DomainEvent {
  return when(goLive(), given([...openCinema(), showAdded()]))()[0]!;
}

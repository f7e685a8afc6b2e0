import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { cinemaDecider } from './cinema-decider.ts';
import { cinemaAdded, decide, given, now } from './cinema-kit.ts';
import { CinemaNotFoundError, NotYourCinemaError, ScreenNotFoundError } from './errors.ts';
import {
  LastScreenError,
  ScreenHasShowsError,
  ScreenNameTakenError,
  ScreenRetiredError,
  TooManyScreensError,
} from './screen-errors.ts';
import type { Actor, ScreenCommand } from './screens-decide.ts';

describe('screens: no cinema yet', () => {
  it('reports the cinema, or the screen, as not found', () => {
    expect(() => decide(addScreen(), [])).toThrow(CinemaNotFoundError);
    expect(() => decide(retire('cin1.s1'), [])).toThrow(ScreenNotFoundError);
  });
});

describe('screens: a cinema with its first three', () => {
  const opened = () => [cinemaAdded()];

  it('adds Screen-4 at the next position when no name is given', () => {
    expect(decide(addScreen(), opened())).toEqual([
      {
        type: 'ScreenAdded',
        data: {
          cinemaId: 'cin1',
          screenId: 'cin1.s4',
          name: 'Screen-4',
          position: 4,
          addedBy: 'admin-1',
          addedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('adds a named screen, and refuses a name another screen in use has (any case)', () => {
    const [event] = decide(addScreen({ name: 'IMAX' }), opened());
    expect(event).toMatchObject({ type: 'ScreenAdded', data: { name: 'IMAX', position: 4 } });
    expect(() => decide(addScreen({ name: 'screen-2' }), opened())).toThrow(ScreenNameTakenError);
  });

  it('lets a SuperAdmin manage any cinema, and refuses another Admin', () => {
    expect(decide(addScreen({ actor: superAdmin }), opened())).toHaveLength(1);
    expect(() => decide(addScreen({ actor: otherAdmin }), opened())).toThrow(NotYourCinemaError);
    expect(() => decide(retire('cin1.s1', otherAdmin), opened())).toThrow(NotYourCinemaError);
  });

  it('renames a screen, and does nothing when the name is the same', () => {
    expect(decide(rename('cin1.s2', 'Audi 2'), opened())).toMatchObject([
      { type: 'ScreenRenamed', data: { screenId: 'cin1.s2', name: 'Audi 2', renamedBy: 'admin-1' } },
    ]);
    expect(decide(rename('cin1.s2', 'Screen-2'), opened())).toEqual([]);
    expect(() => decide(rename('cin1.s2', 'SCREEN-1'), opened())).toThrow(ScreenNameTakenError);
  });

  it('retires a screen with no shows still to run', () => {
    expect(decide(retire('cin1.s3'), opened())).toEqual([
      {
        type: 'ScreenRetired',
        data: { cinemaId: 'cin1', screenId: 'cin1.s3', retiredBy: 'admin-1', retiredAt: now.toISOString() },
      },
    ]);
  });

  it('changes the name and pincode, and nothing when both are the same', () => {
    expect(decide(details({ cinemaName: 'Sapna Sangeeta Gold', pincode: '452010' }), opened())).toMatchObject(
      [{ type: 'CinemaDetailsChanged', data: { cinemaName: 'Sapna Sangeeta Gold', pincode: '452010' } }],
    );
    expect(decide(details(), opened())).toEqual([]);
    expect(() => decide(details({ actor: otherAdmin }), opened())).toThrow(NotYourCinemaError);
  });

  it('keeps at most twelve screens in use', () => {
    const nine = Array.from({ length: 9 }, (_, i) => screenAdded(4 + i));
    expect(() => decide(addScreen(), [...opened(), ...nine])).toThrow(TooManyScreensError);
    expect(decide(addScreen(), [...opened(), ...nine, retired('cin1.s5')])).toMatchObject([
      { data: { screenId: 'cin1.s13', position: 13 } },
    ]);
  });
});

describe('screens: Screen-3 retired', () => {
  const history = () => [cinemaAdded(), retired('cin1.s3')];

  it('refuses to rename, retire or configure it again, and refuses shows on it', () => {
    expect(() => decide(rename('cin1.s3', 'Old'), history())).toThrow(ScreenRetiredError);
    expect(() => decide(retire('cin1.s3'), history())).toThrow(ScreenRetiredError);
    const configure = {
      type: 'ConfigureScreen',
      screenId: 'cin1.s3',
      classes,
      adminId: 'admin-1',
      now,
    } as const;
    expect(() => cinemaDecider.decide(configure, given(history()))).toThrow(ScreenRetiredError);
  });

  it('never reuses its position, and frees its name', () => {
    expect(decide(addScreen({ name: 'Screen-3' }), history())).toMatchObject([
      { data: { screenId: 'cin1.s4', name: 'Screen-3', position: 4 } },
    ]);
  });

  it('refuses to retire the last screen in use', () => {
    expect(() => decide(retire('cin1.s1'), [...history(), retired('cin1.s2')])).toThrow(LastScreenError);
  });
});

describe('screens: shows on Screen-1', () => {
  const over = () => [cinemaAdded(), showAdded('show-a', 'Jawan', '2026-12-01', '2026-12-09')];

  it('refuses to retire it while a pending or live show has dates to come, naming them', () => {
    const history = [cinemaAdded(), showAdded('show-a', 'Jawan', '2026-12-10', '2026-12-12')];
    const refusal = () =>
      decide(retire('cin1.s1'), [...history, wentLive('show-a', ['2026-12-10', '2026-12-11'])]);
    expect(refusal).toThrow(ScreenHasShowsError);
    expect(refusal).toThrow(
      'Screen-1 still has shows to run: Jawan, 3-6pm, 10 Dec to 12 Dec (live). Cancel them or let them finish before retiring the screen.',
    );
    expect(() => decide(retire('cin1.s1'), history)).toThrow('Jawan, 3-6pm, 10 Dec to 12 Dec (pending)');
  });

  it('retires it once its shows are over', () => {
    expect(decide(retire('cin1.s1'), over())).toHaveLength(1);
  });

  it('retires it when its show still to run was cancelled', () => {
    const cancelled: DomainEvent = {
      type: 'ShowCancelled',
      data: {
        showId: 'show-b',
        cinemaId: 'cin1',
        reason: 'Projector broke',
        cancelledBy: 'admin-1',
        cancelledAt: now.toISOString(),
        screenings: [],
      },
    };
    const ahead = showAdded('show-b', 'Pathaan', '2026-12-11', '2026-12-20');
    expect(decide(retire('cin1.s1'), [...over(), ahead, cancelled])).toHaveLength(1);
  });
});

const admin: Actor = { accountId: 'admin-1', superAdmin: false };
const otherAdmin: Actor = { accountId: 'admin-2', superAdmin: false };
const superAdmin: Actor = { accountId: 'super-1', superAdmin: true };
const classes = {
  regular: { seats: 100, pricePaise: 15_000 },
  balcony: { seats: 50, pricePaise: 25_000 },
  vip: { seats: 10, pricePaise: 50_000 },
};

const addScreen = (o: Partial<{ name: string; actor: Actor }> = {}): ScreenCommand => ({
  type: 'AddScreen',
  cinemaId: 'cin1',
  actor: admin,
  now,
  ...o,
});
const rename = (screenId: string, name: string): ScreenCommand => ({
  type: 'RenameScreen',
  screenId,
  name,
  actor: admin,
  now,
});
const retire = (screenId: string, actor = admin): ScreenCommand => ({
  type: 'RetireScreen',
  screenId,
  actor,
  now,
});
const details = (o: Partial<{ cinemaName: string; pincode: string; actor: Actor }> = {}): ScreenCommand => ({
  type: 'ChangeCinemaDetails',
  cinemaId: 'cin1',
  cinemaName: 'Sapna Sangeeta',
  pincode: '452001',
  actor: admin,
  now,
  ...o,
});

const screenAdded = (position: number): DomainEvent => ({
  type: 'ScreenAdded',
  data: {
    cinemaId: 'cin1',
    screenId: `cin1.s${position}`,
    name: `Screen-${position}`,
    position,
    addedBy: 'admin-1',
    addedAt: now.toISOString(),
  },
});
const retired = (screenId: string): DomainEvent => ({
  type: 'ScreenRetired',
  data: { cinemaId: 'cin1', screenId, retiredBy: 'admin-1', retiredAt: now.toISOString() },
});
const showAdded = (showId: string, movieName: string, showStart: string, showEnd: string): DomainEvent => ({
  type: 'ShowAdded',
  data: {
    showId,
    cinemaId: 'cin1',
    screenId: 'cin1.s1',
    movieId: 'movie-1',
    movieName,
    timing: '3-6pm',
    showStart,
    showEnd,
    adminId: 'admin-1',
    addedAt: now.toISOString(),
  },
});
const wentLive = (showId: string, dates: string[]): DomainEvent => ({
  type: 'ShowWentLive',
  data: {
    showId,
    cinemaId: 'cin1',
    screenId: 'cin1.s1',
    movieId: 'movie-1',
    timing: '3-6pm',
    screenings: dates.map((date) => ({ screeningId: `${showId}.${date}`, date })),
    seatLayout: [{ seatType: 'REGULAR', count: 100, pricePaise: 15_000 }],
    adminId: 'admin-1',
    liveAt: now.toISOString(),
  },
});

import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { cinemaDecider } from './cinema-decider.ts';
import { cinemaAdded, given, now } from './cinema-kit.ts';
import type { AddCinema, ConfigureScreen } from './decide.ts';
import {
  CityNotFoundError,
  NotYourCinemaError,
  ScreenNotFoundError,
  StaleScreenVersionError,
} from './errors.ts';

describe('cinema: not added yet', () => {
  it('opens the cinema with three unconfigured screens, labelled by position', () => {
    const [event] = cinemaDecider.decide(addCinema(), given([]));
    expect(event).toEqual(cinemaAdded());
    expect(event?.type === 'CinemaAdded' && event.data.screens).toEqual([
      { screenId: 'cin1.s1', name: 'Screen-1', position: 1 },
      { screenId: 'cin1.s2', name: 'Screen-2', position: 2 },
      { screenId: 'cin1.s3', name: 'Screen-3', position: 3 },
    ]);
  });

  it('refuses a city that does not exist', () => {
    expect(() => cinemaDecider.decide(addCinema({ cityName: null }), given([]))).toThrow(CityNotFoundError);
  });

  it('reports a screen of a cinema that does not exist as not found', () => {
    expect(() => cinemaDecider.decide(configure(), given([]))).toThrow(ScreenNotFoundError);
  });
});

describe('cinema: open, screens unconfigured', () => {
  const state = () => given([cinemaAdded()]);

  it('configures a screen as version 1, prices in paise', () => {
    expect(cinemaDecider.decide(configure(), state())).toEqual([
      {
        type: 'ScreenConfigured',
        data: {
          cinemaId: 'cin1',
          screenId: 'cin1.s1',
          ...classes,
          version: 1,
          configuredBy: 'admin-1',
          configuredAt: now.toISOString(),
        },
      },
    ]);
  });

  it('accepts the unconfigured version 0 as If-Match', () => {
    expect(cinemaDecider.decide(configure({ expectedVersion: 0 }), state())).toHaveLength(1);
  });

  it("refuses another admin's screen", () => {
    expect(() => cinemaDecider.decide(configure({ adminId: 'admin-2' }), state())).toThrow(
      NotYourCinemaError,
    );
  });

  it('refuses a screen the cinema does not have', () => {
    expect(() => cinemaDecider.decide(configure({ screenId: 'cin1.s9' }), state())).toThrow(
      ScreenNotFoundError,
    );
  });

  it('adds nothing when the same cinema is added again (a restarted demo load)', () => {
    expect(cinemaDecider.decide(addCinema(), state())).toEqual([]);
  });

  it('refuses another admin adding a cinema with the same id', () => {
    expect(() => cinemaDecider.decide(addCinema({ adminId: 'admin-2' }), state())).toThrow(
      NotYourCinemaError,
    );
  });
});

describe('cinema: screen 1 configured twice (version 2)', () => {
  const state = () => given([cinemaAdded(), screenConfigured(1), screenConfigured(2)]);

  it('takes the next version', () => {
    const [event] = cinemaDecider.decide(configure({ expectedVersion: 2 }), state());
    expect(event?.type === 'ScreenConfigured' && event.data.version).toBe(3);
  });

  it.each([0, 1, 3])('refuses an edit of version %i as stale', (expectedVersion) => {
    expect(() => cinemaDecider.decide(configure({ expectedVersion }), state())).toThrow(
      StaleScreenVersionError,
    );
  });

  it('leaves the other screens at version 0', () => {
    const [event] = cinemaDecider.decide(configure({ screenId: 'cin1.s2', expectedVersion: 0 }), state());
    expect(event?.type === 'ScreenConfigured' && event.data.version).toBe(1);
  });
});

const classes = {
  regular: { seats: 100, pricePaise: 15_000 },
  balcony: { seats: 50, pricePaise: 25_000 },
  vip: { seats: 10, pricePaise: 50_000 },
};
const addCinema = (overrides: Partial<AddCinema> = {}): AddCinema => ({
  type: 'AddCinema',
  cinemaId: 'cin1',
  cinemaName: 'Sapna Sangeeta',
  pincode: '452001',
  cityId: 'city-indore',
  cityName: 'Indore',
  adminId: 'admin-1',
  now,
  ...overrides,
});
const configure = (overrides: Partial<ConfigureScreen> = {}): ConfigureScreen => ({
  type: 'ConfigureScreen',
  screenId: 'cin1.s1',
  classes,
  adminId: 'admin-1',
  now,
  ...overrides,
});
const screenConfigured = (version: number): DomainEvent => ({
  type: 'ScreenConfigured',
  data: {
    cinemaId: 'cin1',
    screenId: 'cin1.s1',
    ...classes,
    version,
    configuredBy: 'admin-1',
    configuredAt: now.toISOString(),
  },
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, datesBetween, indianDate, POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { countEvents, startTestSystem, type TestSystem } from '../testing/index.ts';
import { accountIdFor, changePassword } from '@cinema/write-api';
import { DEMO_ADMIN_EMAIL, loadDemoData } from '../demo-data.ts';
import { DEMO_CINEMAS, DEMO_SCREENS } from './cinemas.ts';
import { DEMO_MOVIES } from './movies.ts';
import { newDemoPassword } from './password.ts';

/** As `npm start` makes one per install: no password in the repository opens a demo account. */
const PASSWORD = newDemoPassword();
const NOTHING_TO_DO = { reset: [], ownPassword: [] };
/** 10:00 in India. */
const FIRST_START = new Date('2026-12-01T04:30:00Z');
const DAY_MS = 86_400_000;
/** The first load renders and re-encodes 24 images: minutes on a busy 2-core machine. */
const FIRST_LOAD_MS = 300_000;
const SLOTS = DEMO_CINEMAS.length * DEMO_SCREENS.reduce((sum, s) => sum + s.timings.length, 0);

interface ShowTiming {
  showId: string;
  screenId: string;
  timing: string;
  dates: { date: string }[];
}
interface ShowCinema {
  _id: string;
  cityId: { cityName: string };
  shows: ShowTiming[];
}

describe.each(testDatabases())('demo data on $kind', (database) => {
  let system: TestSystem;
  let now = FIRST_START;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => now } });
  });
  afterAll(() => system?.stop());

  /** The newest event's position: queries wait until the read models have caught up with it. */
  const caughtUp = async () => ({
    [POSITION_HEADER]: (await system.store.readAll('0:0', 100_000)).at(-1)!.position,
  });
  const today = () => indianDate(now);
  const week = () => datesBetween(today(), addDays(today(), 6));
  const showCinemas = async (movieId: string) => {
    const response = await system.call('POST', '/cinema/getShowCinema', {
      body: { movieId },
      headers: await caughtUp(),
    });
    expect(response.status).toBe(200);
    return response.body.data.cinemas as ShowCinema[];
  };
  /** Every live date of every demo (screen, timing), across all films. */
  const liveDatesBySlot = async () => {
    const bySlot = new Map<string, Set<string>>();
    for (const movie of DEMO_MOVIES)
      for (const cinema of await showCinemas(movie.movieId))
        for (const show of cinema.shows) {
          const key = `${show.screenId}|${show.timing}`;
          const dates = bySlot.get(key) ?? new Set<string>();
          show.dates.forEach((d) => dates.add(d.date));
          bySlot.set(key, dates);
        }
    return bySlot;
  };

  it(
    'loads twelve films with their art, the admin’s cinemas and a week of live shows',
    async () => {
      const report = await loadDemoData(system.write, PASSWORD);
      expect(report).toEqual({
        moviesAdded: 12,
        cinemasAdded: DEMO_CINEMAS.length,
        screensConfigured: DEMO_CINEMAS.length * 3,
        showsAdded: SLOTS,
        showsMadeLive: SLOTS,
        accounts: NOTHING_TO_DO,
      });
    },
    FIRST_LOAD_MS,
  );

  it('lists the twelve films, each with a poster and a banner the server serves', async () => {
    const response = await system.call('GET', '/movie/getAllMovies', { headers: await caughtUp() });
    expect(response.status).toBe(200);
    const movies = response.body.data as {
      _id: string;
      movieName: string;
      thumbnail: string;
      banner: string;
    }[];
    expect(movies.map((m) => m.movieName).sort()).toEqual(DEMO_MOVIES.map((m) => m.movieName).sort());
    const poster = await fetch(`${system.url}${movies[0]!.thumbnail}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\//);
    const banner = await fetch(`${system.url}${movies[0]!.banner}`);
    expect(banner.status).toBe(200);
  });

  it('opens the demo Admin’s cinemas in Indore and five more cities, every screen configured', async () => {
    const login = await system.call('POST', '/auth/login', {
      body: { email: DEMO_ADMIN_EMAIL, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const response = await system.call('GET', '/cinema/getCinemaDetailes', {
      token: login.body.token,
      headers: await caughtUp(),
    });
    const cinemas = response.body.data as {
      _id: string;
      cityId: { cityName: string };
      screenDetails: { configured: boolean; vip: { seat: number; price: number } }[];
    }[];
    expect(cinemas.map((c) => c._id).sort()).toEqual(DEMO_CINEMAS.map((c) => c.cinemaId).sort());
    const cities = cinemas.map((c) => c.cityId.cityName);
    expect(cities.filter((c) => c === 'Indore')).toHaveLength(3);
    expect(new Set(cities)).toEqual(
      new Set(['Indore', 'Mumbai', 'Delhi-NCR', 'Bengaluru', 'Pune', 'Hyderabad']),
    );
    for (const cinema of cinemas) {
      expect(cinema.screenDetails).toHaveLength(3);
      for (const screen of cinema.screenDetails) {
        expect(screen.configured).toBe(true);
        expect(screen.vip.price).toBeGreaterThanOrEqual(400);
        expect(screen.vip.price).toBeLessThanOrEqual(600);
      }
    }
  });

  it('has live shows of every film in cinemas, from today through today+6, Indore included', async () => {
    for (const movie of DEMO_MOVIES.filter((m) => m.releaseInDays <= 0)) {
      const cinemas = await showCinemas(movie.movieId);
      expect(cinemas.some((c) => c.cityId.cityName === 'Indore')).toBe(true);
      for (const show of cinemas.flatMap((c) => c.shows))
        expect(show.dates.map((d) => d.date)).toEqual(week());
    }
    for (const movie of DEMO_MOVIES.filter((m) => m.releaseInDays > 0))
      expect(await showCinemas(movie.movieId)).toEqual([]);
    const bySlot = await liveDatesBySlot();
    expect(bySlot.size).toBe(SLOTS);
    for (const dates of bySlot.values()) expect([...dates].sort()).toEqual(week());
  });

  it('adds nothing when loaded again', async () => {
    const before = await countEvents(system);
    const report = await loadDemoData(system.write, PASSWORD);
    expect(report).toEqual({
      moviesAdded: 0,
      cinemasAdded: 0,
      screensConfigured: 0,
      showsAdded: 0,
      showsMadeLive: 0,
      accounts: NOTHING_TO_DO,
    });
    expect(await countEvents(system)).toBe(before);
  });

  it('a month later tops the schedule up to a full week again, films released since included', async () => {
    now = new Date(FIRST_START.getTime() + 30 * DAY_MS);
    expect((await liveDatesBySlot()).size).toBe(0);

    const report = await loadDemoData(system.write, PASSWORD);
    expect(report).toMatchObject({
      moviesAdded: 0,
      cinemasAdded: 0,
      showsAdded: SLOTS,
      showsMadeLive: SLOTS,
    });
    const bySlot = await liveDatesBySlot();
    expect(bySlot.size).toBe(SLOTS);
    for (const dates of bySlot.values()) expect([...dates].sort()).toEqual(week());
    for (const movie of DEMO_MOVIES) expect(await showCinemas(movie.movieId)).not.toEqual([]);

    const before = await countEvents(system);
    await loadDemoData(system.write, PASSWORD);
    expect(await countEvents(system)).toBe(before);
  }, 120_000);

  it('the next day adds only the one new date per screen and timing', async () => {
    now = new Date(now.getTime() + DAY_MS);
    const report = await loadDemoData(system.write, PASSWORD);
    expect(report).toMatchObject({ showsAdded: SLOTS, showsMadeLive: SLOTS });
    const bySlot = await liveDatesBySlot();
    for (const dates of bySlot.values()) expect([...dates].sort()).toEqual(week());
  }, 120_000);

  const login = async (email: string, password: string) =>
    (await system.call('POST', '/auth/login', { body: { email, password } })).status;

  it('refuses a demo password published in the repository', async () => {
    await expect(loadDemoData(system.write, 'Demo@1234')).rejects.toThrow(/published/);
  });

  it('gives this install’s password to demo accounts that still open with a published one', async () => {
    // As an earlier version left them: Demo@1234 for the Admin; the Viewer's owner chose another.
    await changePassword(system.write, accountIdFor(DEMO_ADMIN_EMAIL), 'Demo@1234');
    await changePassword(system.write, accountIdFor('viewer@example.com'), 'Own-choice-77');
    expect(await login(DEMO_ADMIN_EMAIL, 'Demo@1234')).toBe(200);

    const report = await loadDemoData(system.write, PASSWORD);
    expect(report.accounts).toEqual({ reset: [DEMO_ADMIN_EMAIL], ownPassword: ['viewer@example.com'] });
    expect(await login(DEMO_ADMIN_EMAIL, 'Demo@1234')).toBe(401);
    expect(await login(DEMO_ADMIN_EMAIL, PASSWORD)).toBe(200);
    expect(await login('viewer@example.com', 'Own-choice-77')).toBe(200);
    expect(await login('superadmin@example.com', PASSWORD)).toBe(200);

    const before = await countEvents(system);
    expect((await loadDemoData(system.write, PASSWORD)).accounts).toEqual({
      reset: [],
      ownPassword: ['viewer@example.com'],
    });
    expect(await countEvents(system)).toBe(before);
  }, 60_000);
});

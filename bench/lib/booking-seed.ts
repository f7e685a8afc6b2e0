/*
 * What the booking bench needs in the system before the load starts, written through the write
 * side's own commands (as write-api/src/shows/seats/screening-test-kit.ts does): cities, one Admin,
 * a movie, cinemas with a configured screen and live shows; plus many Viewers, registered cheaply.
 */
import { randomUUID } from 'node:crypto';
import { addDays, indianDate, seatsOf, toStoredEvent, TIMING_VALUES, type Timing } from '@cinema/contracts';
import {
  accountIdFor,
  addCinema,
  addCity,
  configureScreen,
  addShow,
  makeShowLive,
  movieStreamId,
  registerAccount,
} from '@cinema/write-api';
import type { RunningSystem } from '../../embedded/src/system.ts';
import { accountStreamId } from '../../write-api/src/accounts/account/stream-id.ts';

/** Seats of every screen the bench configures (the largest screen allowed, 1,000 seats). */
export const SCREEN = { regular: 500, bolcony: 400, vip: 100 } as const;

const screenBody = (screenId: string) => ({
  screenId,
  regular: { name: 'REGULAR', seat: SCREEN.regular, price: 150 },
  bolcony: { name: 'BALCONY', seat: SCREEN.bolcony, price: 250 },
  vip: { name: 'VIP', seat: SCREEN.vip, price: 500 },
});

async function givenMovie(system: RunningSystem): Promise<string> {
  const movieId = randomUUID();
  const image = { id: 'bench', width: 480, height: 720, widths: [480] };
  await system.store.append(
    movieStreamId(movieId),
    [
      toStoredEvent({
        type: 'MovieAdded',
        data: {
          movieId,
          movieName: 'Bench Movie',
          categories: ['Bollywood'],
          releaseDate: '2026-11-20',
          summary: 'The booking bench movie.',
          genres: ['Drama'],
          cast: ['Bench Actor'],
          crew: [{ name: 'Bench Director', profession: 'Director' }],
          supportingLanguages: ['Hindi'],
          thumbnail: image,
          banner: image,
          addedBy: null,
          addedAt: new Date().toISOString(),
        },
      }),
    ],
    'no_stream',
  );
  return movieId;
}

export interface SeededCatalog {
  /** Screenings of the cinemas the spread holds go to. */
  spread: string[];
  /** The one screening all viewers rush at once. */
  hot: string;
  /** Screenings for every round of the rush (the first is `hot`), untouched until their round. */
  hots: string[];
  /** A screening of its own for the socket fan-out. */
  fanout: string;
  /** Seat numbers of every screening (V1…V100, B1…B400, R1…R500). */
  seatNumbers: string[];
}

/**
 * `cinemas` cinemas with one 1,000-seat screen each, running `timings` shows for `days` days from
 * tomorrow (one screening per show and date), plus one more cinema whose four-day show gives the
 * hot screenings (one per round) and the fan-out screening.
 */
export async function seedCatalog(
  system: RunningSystem,
  { cinemas, timings, days }: { cinemas: number; timings: number; days: number },
): Promise<SeededCatalog> {
  const deps = system.write;
  const { user: admin } = await registerAccount(deps, {
    accountType: 'Admin',
    email: 'bench-admin@example.com',
    userName: 'Bench Admin',
    contactNumber: '9876543210',
    password: 'Bench@12345',
  });
  const { city } = await addCity(deps, 'Indore', null);
  const movieId = await givenMovie(system);
  const start = addDays(indianDate(deps.clock()), 1);

  async function cinemaWithShows(name: string, showTimings: readonly Timing[], showDays: number) {
    const { cinema } = await addCinema(
      deps,
      { cinemaName: name, pincode: '452001', cityId: city.cityId },
      admin._id,
    );
    const screenId = cinema.screens[0]!;
    await configureScreen(deps, screenBody(screenId), admin._id);
    const screenings: string[] = [];
    let layout: Parameters<typeof seatsOf>[0] = [];
    for (const timing of showTimings) {
      const { show } = await addShow(
        deps,
        {
          movieId,
          cinemaId: cinema._id,
          screenId,
          timing,
          showStart: start,
          showEnd: addDays(start, showDays - 1),
        },
        admin._id,
      );
      const live = await makeShowLive(deps, show.showId, admin._id);
      layout = live.seatLayout;
      screenings.push(...live.screenings.map((s) => s.screeningId));
    }
    return { screenings, seatNumbers: seatsOf(layout).map((s) => s.seatNumber) };
  }

  const spread: string[] = [];
  const chosen = TIMING_VALUES.slice(0, timings);
  // A few cinemas at a time: each cinema is its own stream, seeding them in parallel is safe.
  for (let c = 0; c < cinemas; c += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, cinemas - c) }, (_, i) =>
        cinemaWithShows(`Bench Cinema ${c + i + 1}`, chosen, days),
      ),
    );
    for (const b of batch) spread.push(...b.screenings);
  }
  const hot = await cinemaWithShows('Bench Hot Cinema', ['9-12pm'], 4);
  const [first, fanout, ...more] = hot.screenings as [string, string, ...string[]];
  return { spread, hot: first, hots: [first, ...more], fanout, seatNumbers: hot.seatNumbers };
}

/**
 * Viewers registered without argon2: an AccountRegistered event with a placeholder hash appended
 * straight to each account stream (nobody logs in with it), and a token signed for each, as a
 * login would return.
 */
export async function seedViewers(system: RunningSystem, count: number) {
  const tokens: string[] = new Array<string>(count);
  const accountIds: string[] = new Array<string>(count);
  const registeredAt = new Date().toISOString();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const email = `bench-viewer-${i}@example.com`;
      const accountId = accountIdFor(email);
      await system.store.append(
        accountStreamId(accountId),
        [
          toStoredEvent({
            type: 'AccountRegistered',
            data: {
              accountId,
              userName: `Bench Viewer ${i}`,
              email,
              contactNumber: '9876543210',
              accountType: 'Viewer',
              passwordHash: 'bench-placeholder-no-login',
              registeredAt,
            },
          }),
        ],
        'no_stream',
      );
      accountIds[i] = accountId;
      tokens[i] = system.tokens.sign({ accountId, accountType: 'Viewer' });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { tokens, accountIds };
}

// Helpers of the seat, payment and ticket specs: a live screening with seats, and its seat ids.
import {
  addDays,
  indianDate,
  parseStoredEvent,
  screeningIdFor,
  seatIdFor,
  seatsOf,
  type EventOf,
  type Hold,
} from '@cinema/contracts';
import { waitFor } from '@cinema/event-store/testing';
import { accountWithToken, givenMovie, type TestSystem } from '../index.ts';
import {
  addCinema,
  addShow,
  configureScreen,
  expiryDueAt,
  makeShowLive,
  screeningStreamId,
} from '@cinema/write-api';
import { givenCity, screenBody } from './cinema-test-kit.ts';

export interface LiveScreening {
  screeningId: string;
  showId: string;
  cinemaId: string;
  cityId: string;
  movieId: string;
  movieName: string;
  date: string;
  admin: { token: string; id: string };
  /** Every seat id of the screening, VIP first (V1…, B1…, R1…). */
  seatIds: string[];
  /** The id of one seat by its number (`V1`, `R3`). */
  seat(seatNumber: string): string;
  position: string;
}

/**
 * A live show of a new movie at a new admin's cinema, one screening per date from `daysAhead`
 * (default tomorrow in India, by the system's clock) for `days` days; returns the first screening.
 * Prices: VIP Rs 500, BALCONY Rs 250, REGULAR Rs 150.
 */
export async function givenLiveScreening(
  system: TestSystem,
  {
    seats = { regular: 6, bolcony: 4, vip: 2 },
    daysAhead = 1,
    days = 1,
    timing = '9-12pm' as const,
  }: {
    seats?: { regular: number; bolcony: number; vip: number };
    daysAhead?: number;
    days?: number;
    timing?: '9-12am' | '3-6pm' | '9-12pm';
  } = {},
): Promise<LiveScreening> {
  const { user, token } = await accountWithToken(system, 'Admin');
  const city = await givenCity(system);
  const movie = await givenMovie(system);
  const { cinema } = await addCinema(
    system.write,
    { cinemaName: 'Sapna Sangeeta', pincode: '452001', cityId: city.cityId },
    user._id,
  );
  const screenId = cinema.screens[0]!;
  await configureScreen(system.write, screenBody(screenId, seats), user._id);
  const date = addDays(indianDate(system.write.clock()), daysAhead);
  const { show } = await addShow(
    system.write,
    {
      movieId: movie.movieId,
      cinemaId: cinema._id,
      screenId,
      timing,
      showStart: date,
      showEnd: addDays(date, days - 1),
    },
    user._id,
  );
  const live = await makeShowLive(system.write, show.showId, user._id);
  const screeningId = screeningIdFor(show.showId, date);
  const seatIds = seatsOf(live.seatLayout).map((s) => seatIdFor(screeningId, s.seatNumber));
  return {
    screeningId,
    showId: show.showId,
    cinemaId: cinema._id,
    cityId: city.cityId,
    movieId: movie.movieId,
    movieName: movie.movieName,
    date,
    admin: { token, id: user._id },
    seatIds,
    seat: (seatNumber) => seatIdFor(screeningId, seatNumber),
    position: live.position,
  };
}

/** A clock the test moves (`overrides: { clock }`): the server's "now" and what timers find due. */
export function testClock(start = '2026-12-10T06:00:00.000Z') {
  let now = Date.parse(start);
  return {
    clock: () => new Date(now),
    advance: (ms: number) => void (now += ms),
    /** ISO instant `ms` from now. */
    at: (ms = 0) => new Date(now + ms).toISOString(),
  };
}
export type TestClock = ReturnType<typeof testClock>;

/** The screening stream's events as stored. */
export const screeningEvents = async (system: TestSystem, screeningId: string) =>
  (await system.store.readStream(screeningStreamId(screeningId))).map((e) => parseStoredEvent(e)!);

export const releasesOf = async (system: TestSystem, screeningId: string, holdId: string) =>
  (await screeningEvents(system, screeningId)).filter(
    (e): e is EventOf<'HoldReleased'> => e.type === 'HoldReleased' && e.data.holdId === holdId,
  );

/**
 * Moves the clock past the hold's expiry timer (holds expiring close together share one, due a
 * moment after) and waits (bounded) until the server has released it.
 */
export async function expiryReleases(
  system: TestSystem,
  time: TestClock,
  hold: Pick<Hold, 'holdId' | 'screeningId' | 'expiresAt'>,
) {
  time.advance(Math.max(0, expiryDueAt(hold.expiresAt).getTime() - Date.parse(time.at())) + 1000);
  system.workflow.wake();
  return waitFor(async () => (await releasesOf(system, hold.screeningId, hold.holdId))[0], {
    message: 'the hold’s release',
  });
}

/** The screening decider's state of a screening, as a command would find it. */
export { loadScreeningState } from '@cinema/write-api';

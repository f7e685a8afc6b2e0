/*
 * The catalog the replay bench's bookings happen in, written through the write side's own
 * commands (so every catalog event is exactly what the product writes): a few cities and Admins,
 * one movie, cinemas with one 1,000-seat screen each and live shows for several days.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, indianDate, seatsOf, toStoredEvent, TIMING_VALUES } from '@cinema/contracts';
import type { EventStore } from '@cinema/event-store';
import { parseConfig } from '@cinema/server-kit';
import {
  addCinema,
  addCity,
  addShow,
  configureScreen,
  createWriteDeps,
  makeShowLive,
  movieStreamId,
  registerAccount,
  writeConfigSchema,
} from '@cinema/write-api';

export interface SeededScreening {
  screeningId: string;
  seats: ReturnType<typeof seatsOf>;
}

const CITIES = ['Indore', 'Mumbai', 'Pune', 'Delhi-NCR'];

export async function seedReplayCatalog(
  store: EventStore,
  {
    eventsSchema,
    cinemas,
    timings,
    days,
  }: { eventsSchema: string; cinemas: number; timings: number; days: number },
): Promise<SeededScreening[]> {
  const config = parseConfig(writeConfigSchema, {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    EVENTS_SCHEMA: eventsSchema,
  });
  const deps = createWriteDeps(config, store, join(tmpdir(), 'bench-replay'));
  const admins: string[] = [];
  for (let i = 0; i < CITIES.length; i++)
    admins.push(
      (
        await registerAccount(deps, {
          accountType: 'Admin',
          email: `bench-replay-admin-${i}@example.com`,
          userName: `Bench Admin ${i + 1}`,
          contactNumber: '9876543210',
          password: 'Bench@12345',
        })
      ).user._id,
    );
  const cities: string[] = [];
  for (const name of CITIES) cities.push((await addCity(deps, name, null)).city.cityId);
  const movieId = randomUUID();
  const image = { id: 'bench', width: 480, height: 720, widths: [480] };
  await store.append(
    movieStreamId(movieId),
    [
      toStoredEvent({
        type: 'MovieAdded',
        data: {
          movieId,
          movieName: 'Replay Bench Movie',
          categories: ['Bollywood'],
          releaseDate: '2026-11-20',
          summary: 'The replay bench movie.',
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
  const start = addDays(indianDate(deps.clock()), 1);
  const screenings: SeededScreening[] = [];
  const cinema = async (n: number) => {
    const adminId = admins[n % admins.length]!;
    const { cinema } = await addCinema(
      deps,
      { cinemaName: `Replay Cinema ${n + 1}`, pincode: '452001', cityId: cities[n % cities.length]! },
      adminId,
    );
    const screenId = cinema.screens[0]!;
    await configureScreen(
      deps,
      {
        screenId,
        regular: { seat: 500, price: 150 },
        bolcony: { seat: 400, price: 250 },
        vip: { seat: 100, price: 500 },
      },
      adminId,
    );
    for (const timing of TIMING_VALUES.slice(0, timings)) {
      const { show } = await addShow(
        deps,
        {
          movieId,
          cinemaId: cinema._id,
          screenId,
          timing,
          showStart: start,
          showEnd: addDays(start, days - 1),
        },
        adminId,
      );
      const live = await makeShowLive(deps, show.showId, adminId);
      const seats = seatsOf(live.seatLayout);
      for (const s of live.screenings) screenings.push({ screeningId: s.screeningId, seats });
    }
  };
  // Each cinema is its own stream: a few at a time is safe.
  for (let c = 0; c < cinemas; c += 4)
    await Promise.all(Array.from({ length: Math.min(4, cinemas - c) }, (_, i) => cinema(c + i)));
  return screenings;
}

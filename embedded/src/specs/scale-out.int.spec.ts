import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import {
  addDays,
  API_BASE,
  indianDate,
  routeList,
  screeningIdFor,
  SOCKET_PATH,
  toStoredEvent,
  type SeatPush,
} from '@cinema/contracts';
import type { EventStore } from '@cinema/event-store';
import { waitFor } from '@cinema/event-store/testing';
import { deleteAccount, screeningStreamId, type WriteDeps } from '@cinema/write-api';
import type { ServiceProcess } from '../testing/service-process.ts';
import { latestOtpIn } from '../testing/test-system.ts';
import { rawRequest } from '../testing/raw-http.ts';
import {
  INVITE,
  movieForm,
  postgres,
  redisUp,
  startScaledOut,
  type ScaledOut,
} from './scale-out-processes.ts';

/**
 * The scaled-out topology: write-api, projector and read-api as three processes on PostgreSQL
 * (only where DATABASE_URL gives one), driven over HTTP the way the SPA and a proxy would.
 */
describe.skipIf(!postgres)('write-api, projector and read-api as separate processes', () => {
  let system: ScaledOut;
  let write: ServiceProcess;
  let read: ServiceProcess;
  let store: EventStore;
  let outboxDir: string;

  const call: ScaledOut['call'] = (...args) => system.call(...args);
  const mailsTo = (email: string) => system.mailsTo(email);
  const signUp: ScaledOut['signUp'] = (...args) => system.signUp(...args);

  beforeAll(async () => {
    system = await startScaledOut(postgres!.url);
    ({ write, read, store, outboxDir } = system);
  }, 120_000);
  afterAll(() => system?.stop());

  it('a city added on write-api is listed by read-api once the projector has it', async () => {
    const admin = await signUp('SuperAdmin', { inviteCode: INVITE });
    const cityName = `Scaleabad ${randomUUID().slice(0, 6)}`;
    const added = await call(write, 'POST', '/cinema/addCity', { body: { cityName }, token: admin.token });
    expect(added.status).toBe(201);
    const cities = await call(read, 'GET', '/cinema/getCities', { position: added.body.position });
    expect(cities.body.data.map((c: { cityName: string }) => c.cityName)).toContain(cityName);
  });

  it('a movie uploaded on write-api, a cinema and a live show are served by read-api', async () => {
    const superAdmin = await signUp('SuperAdmin', { inviteCode: INVITE });
    const admin = await signUp('Admin');
    const movieName = `Scale Story ${randomUUID().slice(0, 6)}`;
    const form = await movieForm(movieName, 'Three processes, one story.');
    const movie = await call(write, 'POST', '/movie/addMovie', { body: form, token: superAdmin.token });
    expect(movie.status).toBe(201);
    const poster = await fetch(`${read.url}${movie.body.data.images.thumbnail.src}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    const city = await call(write, 'POST', '/cinema/addCity', {
      body: { cityName: `Scalepur ${randomUUID().slice(0, 6)}` },
      token: superAdmin.token,
    });
    const cinema = await call(write, 'POST', '/cinema/addCinema', {
      body: { cinemaName: 'Three Process Talkies', pincode: '452001', cityId: city.body.data._id },
      token: admin.token,
    });
    expect(cinema.status).toBe(201);
    const screenId = cinema.body.data.screens[0];
    const seats = (seat: number, price: number) => ({ seat, price });
    const screen = await call(write, 'POST', '/cinema/updateScreen', {
      body: { screenId, regular: seats(10, 150), bolcony: seats(5, 250), vip: seats(2, 500) },
      token: admin.token,
    });
    expect(screen.status).toBe(200);
    const today = indianDate(new Date());
    const show = await call(write, 'POST', '/show/addShow', {
      body: {
        movieId: movie.body.data._id,
        cinemaId: cinema.body.data._id,
        screenId,
        timing: '9-12pm',
        showStart: today,
        showEnd: addDays(today, 1),
      },
      token: admin.token,
    });
    expect(show.status).toBe(201);
    const live = await call(write, 'POST', '/show/liveYourShow', {
      body: { showId: show.body.data._id },
      token: admin.token,
    });
    expect(live.status).toBe(200);

    const listing = await call(read, 'POST', '/cinema/getShowCinema', {
      body: { movieId: movie.body.data._id },
      position: live.body.position,
    });
    expect(listing.body.data.movieDetails.movieName).toBe(movieName);
    expect(listing.body.data.cinemas).toEqual([
      expect.objectContaining({
        cinemaName: 'Three Process Talkies',
        shows: [expect.objectContaining({ timing: '9-12pm', dates: expect.any(Array) })],
      }),
    ]);
    const seatList = await call(read, 'POST', '/movie/getMovieCinema', {
      body: { movieId: movie.body.data._id, cinemaId: cinema.body.data._id },
    });
    expect(seatList.body.data).toHaveLength(17);
    const mine = await call(read, 'GET', '/cinema/getCinemaDetailes', { token: admin.token });
    expect(mine.body.data.map((c: { cinemaName: string }) => c.cinemaName)).toEqual([
      'Three Process Talkies',
    ]);
  });

  it.skipIf(!redisUp)(
    'a seat change reaches a browser on read-api from the projector process, through Redis',
    async () => {
      const cinemaId = randomUUID();
      const showId = `${cinemaId}.${randomUUID()}`;
      const date = addDays(indianDate(new Date()), 1);
      const screeningId = screeningIdFor(showId, date);
      const seatLayout = [{ seatType: 'REGULAR' as const, count: 4, pricePaise: 15_000 }];
      const live = await store.append(
        `cinema-${cinemaId}`,
        [
          toStoredEvent({
            type: 'ShowWentLive',
            data: {
              ...{ showId, cinemaId, screenId: `${cinemaId}.s1`, movieId: randomUUID(), timing: '9-12pm' },
              ...{
                screenings: [{ screeningId, date }],
                seatLayout,
                adminId: 'a1',
                liveAt: new Date().toISOString(),
              },
            },
          }),
        ],
        'no_stream',
      );
      await call(read, 'GET', '/cinema/getCities', { position: live.position }); // projected by now

      const browser = io(read.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
      try {
        const pushes: SeatPush[] = [];
        browser.on('reservedSeats', (push: SeatPush) => void pushes.push(push));
        const ack = await new Promise((resolve) => browser.emit('joinScreening', screeningId, resolve));
        expect(ack).toEqual({ ok: true });
        const held = await store.append(
          screeningStreamId(screeningId),
          [
            toStoredEvent({
              type: 'SeatsHeld',
              data: {
                ...{ screeningId, holdId: `${screeningId}~h1`, accountId: 'v1', seats: ['R2'] },
                ...{
                  expiresAt: new Date(Date.now() + 480_000).toISOString(),
                  heldAt: new Date().toISOString(),
                },
              },
            }),
          ],
          'no_stream',
        );
        await waitFor(() => pushes.length > 0, { message: 'the seat push through Redis' });
        expect(pushes).toEqual([{ screeningId, seatIds: [`${screeningId}.R2`], position: held.position }]);
      } finally {
        browser.disconnect();
      }
    },
  );

  it('a password reset ends older sessions on both services', async () => {
    const viewer = await signUp('Viewer');
    // A guarded read route lets the token through (its feature may not exist yet: anything but 401/403).
    const before = await call(read, 'GET', '/booking/fetchBookings', {
      token: viewer.token,
      position: viewer.position,
    });
    expect([401, 403]).not.toContain(before.status);

    expect(
      (await call(write, 'POST', '/auth/forgot-password/sendotp', { body: { email: viewer.email } })).status,
    ).toBe(200);
    const otp = await waitFor(
      async () => (await mailsTo(viewer.email)) === 2 && latestOtpIn(outboxDir, viewer.email),
      { message: 'the reset code mail' },
    );
    const newPassword = 'Changed@456';
    const reset = await call(write, 'POST', '/auth/forgot-password/reset', {
      body: { email: viewer.email, otp, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status).toBe(200);

    expect((await call(write, 'POST', '/show/reserveSeats', { body: {}, token: viewer.token })).status).toBe(
      401,
    );
    await waitFor(
      async () => (await call(read, 'GET', '/booking/fetchBookings', { token: viewer.token })).status === 401,
      {
        message: 'read-api to refuse the ended session',
      },
    );
    const login = await call(write, 'POST', '/auth/login', {
      body: { email: viewer.email, password: newPassword },
    });
    expect(login.status).toBe(200);
    const after = await call(read, 'GET', '/booking/fetchBookings', { token: login.body.token });
    expect([401, 403]).not.toContain(after.status);
  });

  it('a deleted account is refused by both services', async () => {
    const admin = await signUp('SuperAdmin', { inviteCode: INVITE });
    const { position } = await deleteAccount(
      { store, clock: () => new Date() } as unknown as WriteDeps,
      admin.id,
    );
    const read401 = await call(read, 'GET', '/revenue/admins-details', {
      token: admin.token,
      position: position ?? undefined,
    });
    expect(read401.status).toBe(401);
    const write401 = await call(write, 'POST', '/cinema/addCity', {
      body: { cityName: 'Ghostpur' },
      token: admin.token,
    });
    expect(write401.status).toBe(401);
  });

  it('each service guards its own routes and knows nothing of the others', async () => {
    const outcomes: string[] = [];
    for (const route of routeList.filter((r) => r.access !== 'public')) {
      const own = route.service === 'write' ? write : read;
      const other = route.service === 'write' ? read : write;
      for (const target of [
        `${API_BASE}${route.path}#x`,
        `http://anything.invalid${API_BASE}${route.path}`,
      ]) {
        const options = { method: route.method, target, body: route.method === 'GET' ? undefined : '{}' };
        const headers = { 'Content-Type': 'application/json' };
        outcomes.push(
          `${route.path} on its service: ${(await rawRequest(own.url, { ...options, headers })).status}`,
        );
        outcomes.push(
          `${route.path} on the other: ${(await rawRequest(other.url, { ...options, headers })).status}`,
        );
      }
    }
    expect(outcomes.filter((o) => !/its service: 401$|the other: 404$/.test(o))).toEqual([]);
  });
});

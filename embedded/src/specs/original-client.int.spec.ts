import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  indianDate,
  POSITION_HEADER,
  screenIdFor,
  screeningIdFor,
  SOCKET_PATH,
  type Timing,
} from '@cinema/contracts';
import { testDatabases, waitFor, type TestDatabase } from '@cinema/event-store/testing';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, startTestSystem, type TestSystem } from '../testing/index.ts';
import {
  givenLiveShow,
  INVITE,
  postgres,
  redisUp,
  startScaledOut,
  type Origin,
  type ScaledOut,
  type SignedUp,
} from './scale-out-processes.ts';

/*
 * The contract of issue 22, written from what the original API's React client sends and reads
 * (spec section 7 was drawn from it): its shows page, its seat page, holding, paying, verifying,
 * its booking history, its listen-only seat events and its images from another origin. Our own
 * SPA's calls to the same paths are checked beside them: the two are told apart by their payloads.
 */

/** Where the original client is served from, and the API's public URL it is configured with. */
const CLIENT_ORIGIN = 'https://client.example.in';
const PUBLIC_URL = 'https://api.cine.example';
const EVENTS = ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const;
type EventName = (typeof EVENTS)[number];

/** What the original client keeps of a show item of its shows page. */
interface ShowItem {
  _id: string;
  cinemaId: string;
  cinemaName: string;
  screens: string[];
  timing: Timing;
}
/** What the original client keeps of a show of its seat page. */
interface SeatPageShow {
  _id: string;
  timing: Timing;
  showStart: string;
  cinemaId: { cinemaName: string; cityId: { cityName: string } };
  showSeats: {
    _id: string;
    status: 'Available' | 'Reserved' | 'Booked';
    seatId: { seatType: string; seatPrice: number; seatNumber: string };
  }[];
}

/**
 * The client's socket: the server's root, default path, websocket then polling, credentials, and
 * nothing sent. It records every seat event as it arrives.
 */
/** `origin`: the page's (a browser sends it), null for a same-origin page. */
function listenOnly(url: string, origin: string | null = CLIENT_ORIGIN) {
  const socket: Socket = io(url, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    withCredentials: true,
    extraHeaders: origin ? { origin } : {},
    reconnection: false,
  });
  const heard: [EventName, unknown][] = [];
  for (const name of EVENTS) socket.on(name, (payload: unknown) => void heard.push([name, payload]));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  /** The seat ids the client would update on `name` (`ids.includes(seat._id)`). */
  const idsOf = (name: EventName) =>
    heard.filter(([n]) => n === name).flatMap(([, payload]) => (Array.isArray(payload) ? payload : []));
  return { socket, heard, connected, idsOf };
}

/** Our SPA's seat page socket: joins the screening's room and records its pushes. */
async function seatPageSocket(url: string, screeningId: string, origin: string | null = CLIENT_ORIGIN) {
  const client = listenOnly(url, origin);
  await client.connected;
  const ack = await client.socket.timeout(10_000).emitWithAck('joinScreening', screeningId);
  expect(ack).toEqual({ ok: true });
  return client;
}

/** The shows page's buttons: by cinema and first screen, one per timing, each with its link. */
function buttonsOf(movieId: string, items: ShowItem[]) {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const key = `${item.cinemaName}|${item.screens[0]}`;
    groups.set(key, [
      ...(groups.get(key) ?? []),
      `/buytickets/${movieId}/${item.cinemaId}/${item.timing}/seats`,
    ]);
  }
  return Object.fromEntries(groups);
}

describe.each(testDatabases())("the original API's client books end to end on $kind", (database) => {
  let system: TestSystem;
  /** The system's "today" in India: tomorrow, at 10 am, so a 9 am screening of today has begun. */
  let today: string;
  let screening: LiveScreening;
  let admin: { token: string; id: string };
  /** The 3-6pm show added beside the 9-12am one, and a second cinema's show. */
  let afternoon: { showId: string; position: string };
  let elsewhere: { cinemaId: string; showId: string; position: string };
  const sockets: Socket[] = [];

  const call = (path: string, body?: unknown, token?: string, position?: string) =>
    system.call(body === undefined ? 'GET' : 'POST', path, {
      body,
      token,
      headers: { origin: CLIENT_ORIGIN, ...(position ? { [POSITION_HEADER]: position } : {}) },
    });

  async function liveShow(
    cinemaId: string,
    timing: Timing,
    days: number,
  ): Promise<{ showId: string; position: string }> {
    const added = await call(
      '/show/addShow',
      {
        movieId: screening.movieId,
        cinemaId,
        screenId: screenIdFor(cinemaId, 1),
        timing,
        showStart: today,
        showEnd: addDays(today, days - 1),
      },
      admin.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const live = await call('/show/liveYourShow', { showId: added.body.data._id }, admin.token);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    return { showId: added.body.data._id, position: live.body.position };
  }

  beforeAll(async () => {
    const realToday = indianDate(new Date());
    const shift = Date.parse(`${addDays(realToday, 1)}T04:30:00.000Z`) - Date.now();
    system = await startTestSystem(database, {
      env: { PUBLIC_URL, CORS_ORIGINS: CLIENT_ORIGIN },
      overrides: { clock: () => new Date(Date.now() + shift) },
    });
    today = indianDate(system.write.clock());
    // 9-12am today (begun: 10 am now) and the next two days; then a 3-6pm show and another cinema.
    screening = await givenLiveScreening(system, { daysAhead: 0, days: 3, timing: '9-12am' });
    admin = screening.admin;
    afternoon = await liveShow(screening.cinemaId, '3-6pm', 2);
    const cinema = await call(
      '/cinema/addCinema',
      { cinemaName: 'Anand Talkies', pincode: '452002', cityId: screening.cityId },
      admin.token,
    );
    expect(cinema.status).toBe(201);
    const screenId = screenIdFor(cinema.body.data._id, 1);
    const screen = await call(
      '/cinema/updateScreen',
      {
        screenId,
        regular: { seat: 4, price: 100 },
        bolcony: { seat: 2, price: 200 },
        vip: { seat: 1, price: 300 },
      },
      admin.token,
    );
    expect(screen.status).toBe(200);
    elsewhere = { cinemaId: cinema.body.data._id, ...(await liveShow(cinema.body.data._id, '9-12pm', 1)) };
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.disconnect()));
  afterAll(() => system?.stop());

  const seatPage = async (position?: string) => {
    const answer = await call(
      '/cinema/getShowCinema',
      { movieId: screening.movieId, cinemaId: screening.cinemaId },
      undefined,
      position,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data as SeatPageShow[];
  };
  const showOf = (shows: SeatPageShow[], timing: Timing) => shows.find((s) => s.timing === timing);

  it('shows page: getMovieCinema with only the movie answers its details and one item per show', async () => {
    const answer = await call(
      '/movie/getMovieCinema',
      { movieId: screening.movieId },
      undefined,
      elsewhere.position,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { movieDetails, cinemas } = answer.body.data as {
      movieDetails: { _id: string };
      cinemas: ShowItem[];
    };
    expect(movieDetails).toMatchObject({ _id: screening.movieId, movieName: screening.movieName });
    expect(cinemas).toHaveLength(3);
    expect(cinemas.map((c) => c._id).sort()).toEqual(
      [screening.showId, afternoon.showId, elsewhere.showId].sort(),
    );
    expect(buttonsOf(screening.movieId, cinemas)).toEqual({
      [`Anand Talkies|${screenIdFor(elsewhere.cinemaId, 1)}`]: [
        `/buytickets/${screening.movieId}/${elsewhere.cinemaId}/9-12pm/seats`,
      ],
      [`Sapna Sangeeta|${screenIdFor(screening.cinemaId, 1)}`]: [
        `/buytickets/${screening.movieId}/${screening.cinemaId}/9-12am/seats`,
        `/buytickets/${screening.movieId}/${screening.cinemaId}/3-6pm/seats`,
      ],
    });
    // Each item says which screening its seat page will offer: today's 9 am one has begun.
    const morning = cinemas.find((c) => c._id === screening.showId) as ShowItem & { showStart: string };
    expect(morning.showStart).toBe(addDays(today, 1));
    // An unknown movie is a 404, as for our own shows page.
    const unknown = await call('/movie/getMovieCinema', { movieId: 'no-such-movie' });
    expect(unknown.status).toBe(404);
  });

  it('seat page: getShowCinema with the movie and cinema answers its shows, each with its next seat map', async () => {
    const shows = await seatPage(afternoon.position);
    expect(shows.map((s) => s.timing)).toEqual(['3-6pm', '9-12am']);
    const morning = showOf(shows, '9-12am')!;
    expect(morning).toMatchObject({
      _id: screening.showId,
      showStart: addDays(today, 1), // today's 9 am screening has begun: tomorrow's is offered
      cinemaId: { cinemaName: 'Sapna Sangeeta', cityId: { cityName: expect.any(String) } },
    });
    const afternoonShow = showOf(shows, '3-6pm')!;
    expect(afternoonShow).toMatchObject({ _id: afternoon.showId, showStart: today });
    expect(afternoonShow.showSeats).toHaveLength(12);
    expect(afternoonShow.showSeats[0]).toMatchObject({
      _id: `${screeningIdFor(afternoon.showId, today)}.V1`,
      status: 'Available',
      seatId: { seatType: 'VIP', seatPrice: 500, seatNumber: 'V1' },
    });
    // A cinema without shows of the movie: an empty list (the page says 'No Show Found').
    const none = await call('/cinema/getShowCinema', {
      movieId: screening.movieId,
      cinemaId: 'no-such-cinema',
    });
    expect(none.body).toMatchObject({ success: true, data: [] });
  });

  it("keeps our SPA's calls to the same paths: its shows page and its seat list", async () => {
    const ours = await call('/cinema/getShowCinema', {
      movieId: screening.movieId,
      cityId: screening.cityId,
    });
    expect(ours.status).toBe(200);
    expect(ours.body.data.movieDetails._id).toBe(screening.movieId);
    const cinema = ours.body.data.cinemas.find((c: { _id: string }) => c._id === screening.cinemaId);
    expect(cinema.shows.map((s: { timing: string }) => s.timing)).toEqual(['9-12am', '3-6pm']);
    const seats = await call('/movie/getMovieCinema', {
      movieId: screening.movieId,
      cinemaId: screening.cinemaId,
      timing: '9-12am',
      date: addDays(today, 1),
    });
    expect(seats.status).toBe(200);
    expect(seats.body.screening).toMatchObject({ showId: screening.showId, date: addDays(today, 1) });
    expect(seats.body.data).toHaveLength(12);
    expect(typeof seats.body.seatsAsOf).toBe('string');
  });

  it('holds, pays with the show’s _id, verifies and lists the booking with the release date; sockets hear it', async () => {
    const viewer = await accountWithToken(system, 'Viewer');
    const listener = listenOnly(system.url);
    sockets.push(listener.socket);
    await listener.connected;
    const show = showOf(await seatPage(), '3-6pm')!;
    const page = await seatPageSocket(system.url, screeningIdFor(afternoon.showId, today));
    sockets.push(page.socket);
    const chosen = [show.showSeats[0]!._id, show.showSeats[5]!._id]; // V1, B4
    const total = show.showSeats[0]!.seatId.seatPrice + show.showSeats[5]!.seatId.seatPrice;

    const held = await call('/show/reserveSeats', { seatIds: chosen }, viewer.token);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(typeof held.body.message).toBe('string');
    const reserved = await seatPage(held.body.position);
    expect(
      showOf(reserved, '3-6pm')!
        .showSeats.filter((s) => s.status !== 'Available')
        .map((s) => [s._id, s.status]),
    ).toEqual(chosen.map((id) => [id, 'Reserved']));

    // Listeners hear each seat's latest change every 100 ms: this one before the seats are paid for.
    await waitFor(() => listener.idsOf('reservedSeats').length === 2, { message: 'reservedSeats as ids' });

    // The order: the show's _id as showId (the seat ids name the screening).
    const order = await call(
      '/payment/capturePayment',
      { showId: show._id, seatsBook: chosen },
      viewer.token,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.data.amount / 100).toBe(total);
    expect(typeof order.body.data.id).toBe('string');
    // Another show's id does not name these seats.
    const wrong = await call(
      '/payment/capturePayment',
      { showId: screening.showId, seatsBook: chosen },
      viewer.token,
    );
    expect(wrong.status).toBe(400);

    const paid = await call(
      '/payment/sandbox/pay',
      { orderId: order.body.data.id, outcome: 'success' },
      viewer.token,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid.body.data;
    const verified = await call(
      '/payment/verifyPayment',
      {
        ...{ razorpay_payment_id, razorpay_order_id, razorpay_signature },
        ...{ showId: show._id, seatsForBook: chosen, totalAmount: total },
      },
      viewer.token,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.success).toBe(true);

    const history = await call('/booking/fetchBookings', undefined, viewer.token, verified.body.position);
    expect(history.status).toBe(200);
    expect(history.body.bookings).toHaveLength(1);
    expect(history.body.bookings[0].showId).toMatchObject({
      _id: afternoon.showId,
      movieId: { movieName: screening.movieName, releaseDate: '2026-11-20' },
      cinemaId: { cinemaName: 'Sapna Sangeeta' },
    });
    const booked = await seatPage(verified.body.position);
    expect(
      showOf(booked, '3-6pm')!
        .showSeats.filter((s) => s.status === 'Booked')
        .map((s) => s._id),
    ).toEqual(chosen);

    // The listen-only client hears both as plain arrays of the seat ids its seat list uses.
    await waitFor(() => listener.idsOf('seatsUpdated').length === 2, { message: 'seatsUpdated as ids' });
    expect(listener.heard.map(([name, ids]) => [name, ids])).toEqual([
      ['reservedSeats', chosen],
      ['seatsUpdated', chosen],
    ]);
    // Our seat page, joined to the screening, hears the rich pushes only.
    await waitFor(() => page.heard.length === 2, { message: 'the seat page’s pushes' });
    expect(
      page.heard.map(([name, push]) => [name, Array.isArray(push), (push as { seatIds: string[] }).seatIds]),
    ).toEqual([
      ['reservedSeats', false, chosen],
      ['seatsUpdated', false, chosen],
    ]);
  });

  it('a listen-only client hears seats given back as seatsToRevert, for every screening', async () => {
    const viewer = await accountWithToken(system, 'Viewer');
    const listener = listenOnly(system.url);
    sockets.push(listener.socket);
    await listener.connected;
    const morning = showOf(await seatPage(), '9-12am')!;
    const seats = [morning.showSeats.at(-1)!._id];
    const held = await call('/show/reserveSeats', { seatIds: seats }, viewer.token);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    // Listeners hear each seat's latest change every 100 ms: the viewer sees the hold, then gives it back.
    await waitFor(() => listener.idsOf('reservedSeats').length === 1, { message: 'reservedSeats as ids' });
    const released = await call('/show/releaseSeats', { holdId: held.body.data.holdId }, viewer.token);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    await waitFor(() => listener.idsOf('seatsToRevert').length === 1, { message: 'seatsToRevert as ids' });
    expect(listener.heard).toEqual([
      ['reservedSeats', seats],
      ['seatsToRevert', seats],
    ]);
  });

  it('gives absolute image URLs under PUBLIC_URL, and /media may be embedded by another origin', async () => {
    const superAdmin = await accountWithToken(system, 'SuperAdmin');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      movieName: `Far Away ${Date.now()}`,
      releaseDate: '2026-02-01',
      summary: 'Shown from another origin.',
      genres: JSON.stringify(['Drama']),
      supportingLanguages: JSON.stringify(['Hindi']),
      cast: JSON.stringify(['Asha Rao']),
      crew: JSON.stringify([{ name: 'Vikram Sen', profession: 'Director' }]),
    }))
      form.append(name, value);
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#36c' } })
        .png()
        .toBuffer();
    form.append(
      'thumbnailImage',
      new Blob([new Uint8Array(await png(480, 720))], { type: 'image/png' }),
      'p.png',
    );
    form.append(
      'bannerImage',
      new Blob([new Uint8Array(await png(1280, 480))], { type: 'image/png' }),
      'b.png',
    );
    const response = await fetch(`${system.url}/api/v1/movie/addMovie`, {
      method: 'POST',
      headers: { authorization: `Bearer ${superAdmin.token}` },
      body: form,
    });
    const added = {
      status: response.status,
      body: (await response.json()) as { data: { _id: string; thumbnail: string }; position: string },
    };
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data.thumbnail).toMatch(new RegExp(`^${PUBLIC_URL}/media/[0-9a-f]{32}-480\\.jpg$`));

    const movies = await call('/movie/getAllMovies', undefined, undefined, added.body.position);
    expect(movies.headers.get('access-control-allow-origin')).toBe(CLIENT_ORIGIN);
    const movie = movies.body.data.find((m: { _id: string }) => m._id === added.body.data._id);
    for (const url of [movie.thumbnail, movie.banner, movie.images.thumbnail.srcSet.split(' ')[0]])
      expect(url.startsWith(`${PUBLIC_URL}/media/`), url).toBe(true);

    const image = await fetch(`${system.url}${(movie.thumbnail as string).slice(PUBLIC_URL.length)}`, {
      headers: { origin: CLIENT_ORIGIN, 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // Only /media: the API's answers stay same-origin resources.
    expect(movies.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('with SOCKET_BROADCAST=false a socket that joins nothing hears nothing', async () => {
    if (database !== testDatabases()[0]) return; // one system more is enough on one database
    await quietSystem(database, async (quiet) => {
      const movie = await givenLiveScreening(quiet);
      // The read side has the screening (a room is joined only for a screening it knows).
      const map = await quiet.call('POST', '/movie/getMovieCinema', {
        body: { movieId: movie.movieId, cinemaId: movie.cinemaId },
        headers: { [POSITION_HEADER]: movie.position },
      });
      expect(map.status).toBe(200);
      // Same-origin sockets: this system lists no CORS origin.
      const listener = listenOnly(quiet.url, null);
      const page = await seatPageSocket(quiet.url, movie.screeningId, null);
      try {
        await listener.connected;
        const viewer = await accountWithToken(quiet, 'Viewer');
        const held = await quiet.call('POST', '/show/reserveSeats', {
          body: { seatIds: [movie.seat('R1')] },
          token: viewer.token,
        });
        expect(held.status).toBe(200);
        await waitFor(() => page.heard.length === 1, { message: 'the seat page’s push' });
        await new Promise((resume) => setTimeout(resume, 300));
        expect(listener.heard).toEqual([]);
      } finally {
        listener.socket.disconnect();
        page.socket.disconnect();
      }
    });
  });
});

async function quietSystem(database: TestDatabase, body: (system: TestSystem) => Promise<void>) {
  const system = await startTestSystem(database, { env: { SOCKET_BROADCAST: 'false' } });
  try {
    await body(system);
  } finally {
    await system.stop();
  }
}

/**
 * The same client against the scaled-out topology: two read-api processes, the projector in its
 * own process publishing through Redis. A listen-only client on either read-api hears every seat
 * change; the seat page and the payment go to whichever process serves them.
 */
describe.skipIf(!postgres || !redisUp)("the original API's client across two read-api processes", () => {
  let system: ScaledOut;
  let superAdmin: SignedUp;
  let admin: SignedUp;
  let viewer: SignedUp;
  let movieId: string;
  let cinemaId: string;
  const sockets: Socket[] = [];
  const call = (service: Origin, path: string, body?: unknown, token?: string, position?: string) =>
    system.call(service, body === undefined ? 'GET' : 'POST', path, { body, token, position });

  beforeAll(async () => {
    system = await startScaledOut(postgres!.url, {
      readApis: 2,
      edgeEnv: { PUBLIC_URL, CORS_ORIGINS: CLIENT_ORIGIN },
    });
    [superAdmin, admin, viewer] = [
      await system.signUp('SuperAdmin', { inviteCode: INVITE }),
      await system.signUp('Admin'),
      await system.signUp('Viewer'),
    ];
    const show = await givenLiveShow(system, { superAdmin, admin, date: addDays(indianDate(new Date()), 1) });
    ({ movieId, cinemaId } = show);
    // The read models have the show on both read-api processes (one database).
    const listing = await call(
      system.reads[1]!,
      '/movie/getMovieCinema',
      { movieId },
      undefined,
      show.position,
    );
    expect(listing.body.data.cinemas).toHaveLength(1);
  }, 120_000);
  afterAll(async () => {
    sockets.splice(0).forEach((s) => s.disconnect());
    await system?.stop();
  });

  it('hears holds, bookings and releases as arrays of seat ids on both, and books with the show’s _id', async () => {
    const listeners = system.reads.map((read) => listenOnly(read.url));
    sockets.push(...listeners.map((l) => l.socket));
    await Promise.all(listeners.map((l) => l.connected));
    const [show] = (await call(system.reads[0]!, '/cinema/getShowCinema', { movieId, cinemaId })).body
      .data as SeatPageShow[];
    expect(show).toMatchObject({ timing: '9-12pm', cinemaId: { cinemaName: 'Scale Talkies' } });
    const page = await seatPageSocket(
      system.reads[1]!.url,
      (show as unknown as { screeningId: string }).screeningId,
    );
    sockets.push(page.socket);
    const [first, second] = [[show!.showSeats[0]!._id], [show!.showSeats[1]!._id, show!.showSeats[2]!._id]];

    const given = await call(system.write, '/show/reserveSeats', { seatIds: first }, viewer.token);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    // Listeners hear each seat's latest change every 100 ms: each step waits until both heard the last.
    const heardOnBoth = (name: EventName, count: number) =>
      Promise.all(
        listeners.map((l, i) =>
          waitFor(() => l.idsOf(name).length === count, {
            message: `read-api ${i}: ${name}`,
            timeoutMs: 20_000,
          }),
        ),
      );
    await heardOnBoth('reservedSeats', 1);
    const back = await call(
      system.write,
      '/show/releaseSeats',
      { holdId: given.body.data.holdId },
      viewer.token,
    );
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    await heardOnBoth('seatsToRevert', 1);
    const held = await call(system.write, '/show/reserveSeats', { seatIds: second }, viewer.token);
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    await heardOnBoth('reservedSeats', 3);
    const order = await call(
      system.write,
      '/payment/capturePayment',
      { showId: show!._id, seatsBook: second },
      viewer.token,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const paid = await call(
      system.write,
      '/payment/sandbox/pay',
      { orderId: order.body.data.id, outcome: 'success' },
      viewer.token,
    );
    const { status: _status, ...checkout } = paid.body.data;
    const verified = await call(
      system.write,
      '/payment/verifyPayment',
      { ...checkout, showId: show!._id },
      viewer.token,
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);

    for (const [i, listener] of listeners.entries()) {
      await waitFor(() => listener.idsOf('seatsUpdated').length === 2, {
        message: `read-api ${i}: seatsUpdated as ids`,
        timeoutMs: 20_000,
      });
      expect(listener.heard, `read-api ${i}`).toEqual([
        ['reservedSeats', first],
        ['seatsToRevert', first],
        ['reservedSeats', second],
        ['seatsUpdated', second],
      ]);
    }
    await waitFor(() => page.heard.length === 4, { message: 'the seat page’s pushes', timeoutMs: 20_000 });
    expect(page.heard.every(([, push]) => !Array.isArray(push))).toBe(true);

    const history = await call(
      system.reads[1]!,
      '/booking/fetchBookings',
      undefined,
      viewer.token,
      verified.body.position,
    );
    expect(history.body.bookings[0].showId.movieId).toMatchObject({ releaseDate: '2026-01-01' });
    expect(history.body.bookings[0].showId.movieId.thumbnail.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
  });
});

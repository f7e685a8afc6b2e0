import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  comparePositions,
  POSITION_HEADER,
  screeningIdFor,
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type SeatBeat,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { seatEvents } from '@cinema/embedded/testing/seat-events-kit';

type Browser = Socket<ServerToClientEvents, ClientToServerEvents>;
const PUSHES = ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const;

describe.each(testDatabases())('live seat maps over Socket.IO on $kind', (database) => {
  let system: TestSystem;
  const browsers: Browser[] = [];
  beforeAll(async () => {
    system = await startTestSystem(database);
  });
  afterEach(() => browsers.splice(0).forEach((b) => b.disconnect()));
  afterAll(() => system?.stop());

  /** A seat page's socket, connected, recording every seat push it receives. */
  const browser = async (headers: Record<string, string> = {}) => {
    const socket: Browser = io(system.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      extraHeaders: headers,
      reconnection: false,
    });
    browsers.push(socket);
    const pushes: [string, SeatPush][] = [];
    for (const name of PUSHES) socket.on(name, (push) => void pushes.push([name, push]));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, pushes };
  };
  /** A live screening the read models already have (a seat page reads its map before joining). */
  const liveScreening = async (options: Parameters<typeof givenLiveScreening>[1] = {}) => {
    const screening = await givenLiveScreening(system, options);
    const map = await system.call('POST', '/movie/getMovieCinema', {
      body: { movieId: screening.movieId, cinemaId: screening.cinemaId, date: screening.date },
      headers: { [POSITION_HEADER]: screening.position },
    });
    expect(map.status).toBe(200);
    return screening;
  };
  const join = (socket: Browser, screeningId: unknown) =>
    new Promise<JoinAck>((resolve) => socket.emit('joinScreening', screeningId as string, resolve));

  it('pushes holds, bookings and releases of the joined screening, in order, and nothing of others', async () => {
    const screening = await liveScreening();
    const other = await liveScreening();
    const watching = await browser();
    const elsewhere = await browser();
    expect(await join(watching.socket, screening.screeningId)).toEqual({ ok: true });
    expect(await join(elsewhere.socket, other.screeningId)).toEqual({ ok: true });

    const events = seatEvents(system, screening.screeningId);
    const inEightMinutes = new Date(Date.now() + 8 * 60_000);
    await events.hold('h1', 'viewer-a', ['V1', 'V2'], inEightMinutes);
    await events.book('b1', 'h1', 'viewer-a', ['V1', 'V2']);
    await events.hold('h2', 'viewer-b', ['R3'], inEightMinutes);
    await events.release('h2', ['R3']);

    await waitFor(() => watching.pushes.length >= 4, { message: 'four seat pushes' });
    expect(watching.pushes.map(([name, push]) => [name, push.screeningId, push.seatIds])).toEqual([
      ['reservedSeats', screening.screeningId, [screening.seat('V1'), screening.seat('V2')]],
      ['seatsUpdated', screening.screeningId, [screening.seat('V1'), screening.seat('V2')]],
      ['reservedSeats', screening.screeningId, [screening.seat('R3')]],
      ['seatsToRevert', screening.screeningId, [screening.seat('R3')]],
    ]);
    const positions = watching.pushes.map(([, push]) => push.position);
    for (let i = 1; i < positions.length; i++)
      expect(comparePositions(positions[i]!, positions[i - 1]!)).toBeGreaterThan(0);
    expect(comparePositions(positions[0]!, screening.position)).toBeGreaterThan(0);
    expect(elsewhere.pushes).toEqual([]);

    watching.socket.emit('leaveScreening', screening.screeningId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await seatEvents(system, other.screeningId).hold('h3', 'viewer-c', ['B1'], inEightMinutes);
    await waitFor(() => elsewhere.pushes.length === 1, { message: 'the push of the other screening' });
    expect(watching.pushes).toHaveLength(4);
  });

  it('tells each room its screening’s latest change every few seconds, so a page that lost a push can catch up', async () => {
    const screening = await liveScreening();
    const watching = await browser();
    const beats: SeatBeat[] = [];
    watching.socket.on('seatsAt', (beat) => void beats.push(beat));
    expect(await join(watching.socket, screening.screeningId)).toEqual({ ok: true });
    await seatEvents(system, screening.screeningId).hold(
      'h1',
      'viewer-a',
      ['V1'],
      new Date(Date.now() + 8 * 60_000),
    );
    await waitFor(() => watching.pushes.length === 1, { message: 'the hold’s push' });
    const pushed = watching.pushes[0]![1].position;
    // However the push fared, the next beats name that change.
    await waitFor(() => beats.some((b) => b.position === pushed), {
      message: 'a beat naming the change',
      // Beats come every 2 s; a loaded machine (the whole suite on two cores) may skip a few.
      timeoutMs: 12_000,
    });
    expect(beats.every((b) => b.screeningId === screening.screeningId)).toBe(true);
  });

  it('lets a socket join only real screenings, and only a few at once', async () => {
    const screening = await liveScreening({ days: 5 });
    const { socket } = await browser();
    const refused = { ok: false, message: 'This show was not found' };
    expect(await join(socket, screeningIdFor(screening.showId, '2031-01-01'))).toEqual(refused);
    expect(await join(socket, 'not a screening')).toEqual(refused);
    expect(await join(socket, { $ne: null })).toEqual(refused);
    expect(await join(socket, `${screening.screeningId}${'x'.repeat(300)}`)).toEqual(refused);

    const dates = [0, 1, 2, 3, 4].map((i) => screeningIdFor(screening.showId, addDays(screening.date, i)));
    const answers = [];
    for (const id of dates) answers.push(await join(socket, id));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, true, false]);
    socket.emit('leaveScreening', dates[0]!);
    expect(await join(socket, dates[4]!)).toEqual({ ok: true });
  });

  it('disconnects a socket that floods the server with messages, or sends an oversized one', async () => {
    const flooding = (await browser()).socket;
    const cutOff = new Promise<string>((resolve) => flooding.once('disconnect', resolve));
    for (let i = 0; i < 100; i++) flooding.emit('leaveScreening', 'screening');
    expect(await cutOff).toBe('io server disconnect');

    const oversized = (await browser()).socket;
    const closed = new Promise<string>((resolve) => oversized.once('disconnect', resolve));
    oversized.emit('joinScreening', 'x'.repeat(10_000));
    expect(await closed).toBe('transport close');
  });

  it('refuses a browser on an origin the edge does not allow', async () => {
    await expect(browser({ origin: 'https://evil.example' })).rejects.toThrow();
    const sameOrigin = await browser({ origin: system.url });
    expect(sameOrigin.socket.connected).toBe(true);
  });
});

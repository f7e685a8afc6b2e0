import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  comparePositions,
  indianDate,
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type Seat,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { waitFor } from '@cinema/event-store/testing';
import { freePort } from '../testing/service-process.ts';
import {
  givenLiveShow,
  INVITE,
  postgres,
  startScaledOut,
  type LiveShow,
  type ScaledOut,
  type SignedUp,
} from './scale-out-processes.ts';

type Browser = Socket<ServerToClientEvents, ClientToServerEvents>;
const redisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of this spec's own on a spare loopback port (the shared one is never touched). */
async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitFor(
      () =>
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .trim() === 'PONG',
      {
        message: 'the private Redis to answer',
      },
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    /** kill -9: whatever it was carrying is lost. */
    crash: () => child?.kill('SIGKILL'),
    start,
    stop: () => child?.kill('SIGKILL'),
  };
}

/**
 * Redis carries the seat pushes between the projector and the read-api instances, at most once.
 * With Redis killed, pushes are lost; an open seat page must still show the truth within seconds
 * of Redis coming back (here: within one seat beat, even while it is away), and nothing exits.
 */
describe.skipIf(!postgres || !redisServer)('open seat pages through a Redis outage', () => {
  let redis: Awaited<ReturnType<typeof privateRedis>>;
  let system: ScaledOut;
  let viewers: SignedUp[];
  let show: LiveShow;
  let page: Browser;

  beforeAll(async () => {
    redis = await privateRedis();
    system = await startScaledOut(postgres!.url, { readApis: 2, redisUrl: redis.url });
    const [superAdmin, admin] = [
      await system.signUp('SuperAdmin', { inviteCode: INVITE }),
      await system.signUp('Admin'),
    ];
    viewers = [];
    for (let i = 0; i < 4; i++) viewers.push(await system.signUp('Viewer'));
    show = await givenLiveShow(system, { superAdmin, admin, date: addDays(indianDate(new Date()), 1) });
  }, 120_000);
  afterAll(async () => {
    page?.disconnect();
    await system?.stop();
    redis?.stop();
  });

  /** The seat map as read-api `index` serves it now, and the checkpoint it was read at. */
  const seatMap = async (index: number, position?: string) => {
    const answer = await system.call(system.reads[index]!, 'POST', '/movie/getMovieCinema', {
      body: { movieId: show.movieId, cinemaId: show.cinemaId, date: show.date },
      ...(position ? { position } : {}),
    });
    expect(answer.status).toBe(200);
    const statuses = Object.fromEntries((answer.body.data as Seat[]).map((s) => [s._id, s.status]));
    return { statuses, seatsAsOf: answer.body.seatsAsOf as string };
  };

  it('shows every change on a page of the second read-api, during the outage and after it', async () => {
    // A seat page on the second read-api, keeping its map the way the web app does: pushes are
    // applied; a beat naming a change it has not seen makes it read the map again.
    const view = await seatMap(1, show.position);
    let seen = view.seatsAsOf;
    let statuses = view.statuses;
    let rereads = 0;
    page = io(system.reads[1]!.url, { path: SOCKET_PATH, transports: ['websocket'] });
    for (const name of ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const)
      page.on(name, (push) => {
        if (comparePositions(push.position, seen) > 0) seen = push.position;
        const status =
          name === 'reservedSeats' ? 'Reserved' : name === 'seatsUpdated' ? 'Booked' : 'Available';
        for (const id of push.seatIds) statuses = { ...statuses, [id]: status };
      });
    page.on('seatsAt', (beat) => {
      if (comparePositions(beat.position, seen) <= 0) return;
      rereads++;
      void seatMap(1).then((fresh) => {
        statuses = fresh.statuses;
        if (comparePositions(fresh.seatsAsOf, seen) > 0) seen = fresh.seatsAsOf;
      });
    });
    const joined = await new Promise<JoinAck>((resolve) =>
      page.emit('joinScreening', show.screeningId, resolve),
    );
    expect(joined).toEqual({ ok: true });

    const seat = (n: string) => `${show.screeningId}.${n}`;
    const reserve = async (viewer: SignedUp, seats: string[]) => {
      const held = await system.call(system.write, 'POST', '/show/reserveSeats', {
        body: { seatIds: seats.map(seat) },
        token: viewer.token,
      });
      expect(held.status, JSON.stringify(held.body)).toBe(200);
      return held.body.position as string;
    };
    const truth = async (position: string) => (await seatMap(0, position)).statuses;

    redis.crash();
    let last = '0:0';
    for (const [i, seats] of [['V1'], ['R1', 'R2'], ['B1'], ['R5']].entries())
      last = await reserve(viewers[i]!, seats);
    last = await reserve(viewers[0]!, ['R9']); // replaces the V1 hold: V1 free again
    const whileAway = await truth(last);
    expect(whileAway[seat('V1')]).toBe('Available');
    expect(whileAway[seat('R9')]).toBe('Reserved');
    // Pushes through Redis are lost; the beat (no Redis involved) brings the page level anyway.
    await waitFor(() => JSON.stringify(statuses) === JSON.stringify(whileAway), {
      message: 'the page to show the truth while Redis is away',
      timeoutMs: 8_000,
    });
    expect(rereads).toBeGreaterThan(0);

    await redis.start();
    last = await reserve(viewers[1]!, ['R3']); // replaces R1, R2
    const afterwards = await truth(last);
    await waitFor(() => JSON.stringify(statuses) === JSON.stringify(afterwards), {
      message: 'the page to show the truth once Redis is back',
      timeoutMs: 5_000,
    });
    // Every service lived through it (else: which one ended, how, and its last words).
    const services = [
      [system.write, system.write.url],
      ...system.reads.map((r) => [r, r.url] as const),
      [system.projector, system.projectorHealthUrl],
    ] as const;
    for (const [service, url] of services) {
      const answer = await fetch(`${url}/healthz`).then(
        (response) => response.status,
        (error: Error) => String(error.cause ?? error),
      );
      expect(answer, service.status()).toBe(200);
    }
  });
});

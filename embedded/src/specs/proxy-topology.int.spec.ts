import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  indianDate,
  SOCKET_OPTIONS,
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type Seat,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { waitFor } from '@cinema/event-store/testing';
import { nginxBinary, startNginx, type NginxProxy } from './nginx-proxy.ts';
import {
  givenLiveShow,
  INVITE,
  postgres,
  startScaledOut,
  type LiveShow,
  type Origin,
  type ScaledOut,
  type SignedUp,
} from './scale-out-processes.ts';

type Browser = Socket<ServerToClientEvents, ClientToServerEvents>;

const redisUrl = process.env.REDIS_URL;
const missing = [
  !nginxBinary && 'nginx (apt-get install nginx)',
  !postgres && 'DATABASE_URL',
  !redisUrl && 'REDIS_URL',
].filter(Boolean);
const webBuilt = existsSync(fileURLToPath(new URL('../../../web/dist/index.html', import.meta.url)));

/**
 * The topology docker-compose.yml describes, without Docker: write-api, the projector and two
 * read-api instances as processes on PostgreSQL and Redis, with deploy/nginx.conf (addresses and
 * paths replaced, nothing else) in front as the one origin a browser sees. Every call below goes
 * through nginx; read-api instances are killed (SIGKILL) and restarted one after the other while
 * viewers book and watch the live seat map.
 */
(missing.length > 0 ? describe.skip : describe)(
  `the product behind nginx on one origin${missing.length > 0 ? ` (skipped: needs ${missing.join(', ')})` : ''}`,
  () => {
    let system: ScaledOut;
    let proxy: NginxProxy;
    let origin: Origin;
    let superAdmin: SignedUp;
    let admin: SignedUp;
    let viewer: SignedUp;
    let neighbour: SignedUp;
    let show: LiveShow;
    const seat = (seatNumber: string) => `${show.screeningId}.${seatNumber}`;
    const address = (url: string) => new URL(url).host;

    const seatMap = async (position?: string) => {
      const answer = await system.call(origin, 'POST', '/movie/getMovieCinema', {
        body: { movieId: show.movieId, cinemaId: show.cinemaId, date: show.date },
        position,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return Object.fromEntries(
        (answer.body.data as Seat[])
          .filter((s) => s.status !== 'Available')
          .map((s) => [s.seatId.seatNumber, s.status]),
      );
    };

    beforeAll(async () => {
      // TRUST_PROXY=1 as in docker-compose.yml: nginx is the one hop the services believe.
      system = await startScaledOut(postgres!.url, {
        readApis: 2,
        edgeEnv: { TRUST_PROXY: '1' },
        redisUrl,
      });
      proxy = await startNginx({
        'write-api:3001': address(system.write.url),
        'read-api-1:3002': address(system.reads[0]!.url),
        'read-api-2:3002': address(system.reads[1]!.url),
      });
      origin = { url: proxy.url };
      [superAdmin, admin, viewer, neighbour] = [
        await system.signUp('SuperAdmin', { inviteCode: INVITE }, origin),
        await system.signUp('Admin', {}, origin),
        await system.signUp('Viewer', {}, origin),
        await system.signUp('Viewer', {}, origin),
      ];
      // Tomorrow in India: a 9 pm show today may already have begun.
      show = await givenLiveShow(
        { call: system.call, write: origin },
        { superAdmin, admin, date: addDays(indianDate(new Date()), 1) },
      );
      expect(await seatMap(show.position)).toEqual({});
    }, 120_000);
    afterAll(async () => {
      await proxy?.stop();
      await system?.stop();
    });

    it('serves commands, queries, media, health and the web app from one origin', async () => {
      // Commands reached write-api and queries read-api: each answers only its own routes (404 else).
      const movie = await system.call(origin, 'POST', '/movie/getMovieDetails', {
        body: { movieId: show.movieId },
      });
      expect(movie.status, JSON.stringify(movie.body)).toBe(200);
      const poster = await fetch(`${proxy.url}${movie.body.data.images.thumbnail.src}`);
      expect(poster.status).toBe(200);
      expect(poster.headers.get('content-type')).toMatch(/^image\//);
      expect(await (await fetch(`${proxy.url}/readyz`)).json()).toEqual({ status: 'ready' });
      // The projector's health port is for operators, not behind the proxy.
      expect((await fetch(`${system.projectorHealthUrl}/readyz`)).status).toBe(200);
      expect((await fetch(`${proxy.url}/socket.io/?EIO=4&transport=polling`)).status).toBe(200);
      if (webBuilt) {
        const page = await fetch(`${proxy.url}/movies`);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        // The Host nginx passes on keeps its port: the page may open its WebSocket to this origin.
        expect(page.headers.get('content-security-policy')).toContain(`ws://${address(proxy.url)}`);
      }
      // The accounts and the show above were made through nginx too.
      expect(await proxy.accessLog()).toMatch(/POST \/api\/v1\/auth\/signup HTTP\/1\.1" 201/);
    });

    it('books and pushes seats through nginx while each read-api instance in turn is killed and restarted', async () => {
      const pushes: [string, SeatPush][] = [];
      let joins = 0;
      let disconnects = 0;
      /** Two seat pages: the SPA's transports (WebSocket first), and a long-polling-only one. */
      const open = (transports: ('websocket' | 'polling')[]) => {
        const page: Browser = io(proxy.url, {
          ...SOCKET_OPTIONS,
          path: SOCKET_PATH,
          transports,
          // The page's own origin, which the handshake compares with the Host nginx passes on.
          extraHeaders: { origin: proxy.url },
        });
        return page;
      };
      const browser = open([...SOCKET_OPTIONS.transports]);
      // As the seat page does: every (re)connect joins the screening's room again.
      browser.on('connect', () =>
        browser.emit('joinScreening', show.screeningId, (ack: JoinAck) => void (ack.ok && joins++)),
      );
      browser.on('disconnect', () => void disconnects++);
      for (const name of ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const)
        browser.on(name, (push) => void pushes.push([name, push]));
      const polling = open(['polling']);
      const pollingPushes: SeatPush[] = [];
      polling.on('reservedSeats', (push) => void pollingPushes.push(push));
      let pollingJoined: JoinAck | undefined;
      polling.on('connect', () =>
        polling.emit('joinScreening', show.screeningId, (ack: JoinAck) => void (pollingJoined = ack)),
      );
      // Without stickiness its requests would reach both instances, and neither knows the other's session.
      expect(await waitFor(() => pollingJoined, { message: 'the long-polling page joined' })).toEqual({
        ok: true,
      });
      await waitFor(() => joins === 1, { message: 'the seat page joined its screening' });
      expect(browser.io.engine.transport.name).toBe('websocket');

      // Someone keeps reading through the proxy all along: the seat map (a POST query) and the app.
      const failures: string[] = [];
      let reads = 0;
      let reading = true;
      const reader = (async () => {
        while (reading) {
          for (const [method, path] of [
            ['POST', '/api/v1/movie/getMovieCinema'],
            ['GET', '/api/v1/cinema/getCities'],
            ['GET', '/'],
          ] as const) {
            const answer = await fetch(`${proxy.url}${path}`, {
              method,
              headers: { 'Content-Type': 'application/json' },
              body:
                method === 'POST'
                  ? JSON.stringify({ movieId: show.movieId, cinemaId: show.cinemaId, date: show.date })
                  : undefined,
            }).catch((error: Error) => ({ status: error.message }));
            reads++;
            const expected = path === '/' && !webBuilt ? 404 : 200;
            if (answer.status !== expected) failures.push(`${method} ${path}: ${answer.status}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();

      /** After a kill: the page either reconnected and joined again, or was not on that instance. */
      const settled = async (disconnectsBefore: number) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        if (disconnects > disconnectsBefore)
          await waitFor(() => browser.connected && joins === disconnects + 1, {
            message: 'the seat page reconnected through nginx and joined again',
            timeoutMs: 15_000,
          });
      };
      const pushed = (name: string, seatIds: string[]) =>
        waitFor(() => pushes.some(([n, p]) => n === name && p.seatIds.join() === seatIds.join()), {
          message: `the ${name} push of ${seatIds.join()}`,
          timeoutMs: 15_000,
        });
      const reserve = async (who: SignedUp, seatIds: string[]) => {
        const held = await system.call(origin, 'POST', '/show/reserveSeats', {
          body: { seatIds },
          token: who.token,
        });
        expect(held.status, JSON.stringify(held.body)).toBe(200);
        return held.body.position as string;
      };

      try {
        // Both instances up: the neighbour's hold reaches both seat pages.
        await reserve(neighbour, [seat('B1')]);
        await pushed('reservedSeats', [seat('B1')]);
        await waitFor(() => pollingPushes.some((p) => p.seatIds.join() === seat('B1')), {
          message: 'the push on the long-polling page (sticky to one instance)',
        });

        // read-api-1 crashes. The viewer books regardless; queries are answered by read-api-2.
        let before = disconnects;
        await system.reads[0]!.kill('SIGKILL');
        await settled(before);
        const chosen = [seat('V1'), seat('R3')];
        const heldAt = await reserve(viewer, chosen);
        await pushed('reservedSeats', chosen);
        expect(await seatMap(heldAt)).toEqual({ B1: 'Reserved', V1: 'Reserved', R3: 'Reserved' });
        const order = await system.call(origin, 'POST', '/payment/capturePayment', {
          body: { showId: show.screeningId, seatsBook: chosen },
          token: viewer.token,
        });
        expect(order.status, JSON.stringify(order.body)).toBe(200);
        const paid = await system.call(origin, 'POST', '/payment/sandbox/pay', {
          body: { orderId: order.body.data.id, outcome: 'success' },
          token: viewer.token,
        });
        expect(paid.body.data.status).toBe('captured');
        const { status: _status, ...checkout } = paid.body.data;
        const verified = await system.call(origin, 'POST', '/payment/verifyPayment', {
          body: checkout,
          token: viewer.token,
        });
        expect(verified.status, JSON.stringify(verified.body)).toBe(200);
        expect(verified.body.data.outcome).toBe('booked');
        const booked = { bookingId: verified.body.data.bookingId, position: verified.body.position };
        await pushed('seatsUpdated', chosen);
        const history = await system.call(origin, 'GET', '/booking/fetchBookings', {
          token: viewer.token,
          position: booked.position,
        });
        expect(history.status).toBe(200);
        expect(history.body.bookings).toEqual([
          expect.objectContaining({ _id: booked.bookingId, totalAmountPaise: 65_000 }),
        ]);

        // read-api-1 is back; once nginx tries it again (fail_timeout, 5 s), read-api-2 crashes.
        await system.restartRead(0);
        await new Promise((resolve) => setTimeout(resolve, 6_000));
        before = disconnects;
        await system.reads[1]!.kill('SIGKILL');
        await settled(before);
        const moved = await reserve(neighbour, [seat('B2')]);
        await pushed('reservedSeats', [seat('B2')]);
        expect(await seatMap(moved)).toEqual({ B2: 'Reserved', V1: 'Booked', R3: 'Booked' });
        const again = await system.call(origin, 'GET', '/booking/fetchBookings', { token: viewer.token });
        expect(again.body.bookings.map((b: { _id: string }) => b._id)).toEqual([booked.bookingId]);
        await system.restartRead(1);
      } finally {
        reading = false;
        await reader;
        browser.off('disconnect');
        browser.disconnect();
        polling.disconnect();
      }
      // Nothing the reader asked for went unanswered, and the page lived through its instance's crash.
      expect(failures).toEqual([]);
      expect(reads).toBeGreaterThan(30);
      expect(disconnects).toBeGreaterThanOrEqual(1);
      expect(joins).toBe(disconnects + 1);
    }, 90_000);
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import {
  addDays,
  comparePositions,
  indianDate,
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type Seat,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { waitFor } from '@cinema/event-store/testing';
import { ticketKeyFrom, verifyTicket } from '@cinema/server-kit';
import {
  givenLiveShow,
  INVITE,
  postgres,
  redisUp,
  startScaledOut,
  type LiveShow,
  type ScaledOut,
  type SignedUp,
} from './scale-out-processes.ts';

type Browser = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The booking journey on the scaled-out topology: a viewer holds seats on write-api, sees them on
 * read-api's seat map once the projector process has them, pays at the sandbox, and then finds the
 * booking, its ticket, the booked seats, the live push, one confirmation mail and the admin's
 * revenue, each served by the process that owns it (PostgreSQL only; the push also needs Redis).
 */
describe.skipIf(!postgres)('a booking across write-api, projector and read-api as processes', () => {
  let system: ScaledOut;
  let superAdmin: SignedUp;
  let admin: SignedUp;
  let viewer: SignedUp;
  let show: LiveShow;
  let browser: Browser | undefined;
  const pushes: [string, SeatPush][] = [];
  /** Filled by the journey: what the other checks look for. */
  let booked: { bookingId: string; position: string } | undefined;

  const seatMap = async (position: string) => {
    const answer = await system.call(system.read, 'POST', '/movie/getMovieCinema', {
      body: { movieId: show.movieId, cinemaId: show.cinemaId, date: show.date },
      position,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-read-model-stale')).toBeNull();
    return Object.fromEntries(
      (answer.body.data as Seat[])
        .filter((s) => s.status !== 'Available')
        .map((s) => [s.seatId.seatNumber, s.status]),
    );
  };
  const seat = (seatNumber: string) => `${show.screeningId}.${seatNumber}`;
  const chosen = () => [seat('V1'), seat('R3')];

  beforeAll(async () => {
    system = await startScaledOut(postgres!.url);
    [superAdmin, admin, viewer] = [
      await system.signUp('SuperAdmin', { inviteCode: INVITE }),
      await system.signUp('Admin'),
      await system.signUp('Viewer'),
    ];
    // Tomorrow in India: a 9 pm show today may already have begun.
    const date = addDays(indianDate(new Date()), 1);
    show = await givenLiveShow(system, { superAdmin, admin, date });
    expect(await seatMap(show.position)).toEqual({}); // read-api has the screening: it can be joined
    if (redisUp) {
      browser = io(system.read.url, { path: SOCKET_PATH, transports: ['websocket'], reconnection: false });
      for (const name of ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const)
        browser.on(name, (push) => void pushes.push([name, push]));
      const ack = await new Promise<JoinAck>((resolve) =>
        browser!.emit('joinScreening', show.screeningId, resolve),
      );
      expect(ack).toEqual({ ok: true });
    }
  }, 120_000);
  afterAll(async () => {
    browser?.disconnect();
    await system?.stop();
  });

  it('holds the seats on write-api, shows them on read-api, and books them once paid at the sandbox', async () => {
    const { call, write, read } = system;
    const held = await call(write, 'POST', '/show/reserveSeats', {
      body: { seatIds: chosen() },
      token: viewer.token,
    });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data).toMatchObject({ seatIds: chosen(), totalAmountPaise: 65_000 });
    expect(await seatMap(held.body.position)).toEqual({ V1: 'Reserved', R3: 'Reserved' });

    const order = await call(write, 'POST', '/payment/capturePayment', {
      body: { showId: show.screeningId, seatsBook: chosen() },
      token: viewer.token,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.data).toMatchObject({ amount: 65_000, currency: 'INR', gateway: 'sandbox' });
    const paid = await call(write, 'POST', '/payment/sandbox/pay', {
      body: { orderId: order.body.data.id, outcome: 'success' },
      token: viewer.token,
    });
    expect(paid.body.data.status).toBe('captured');
    const { status: _status, ...checkout } = paid.body.data;
    const verified = await call(write, 'POST', '/payment/verifyPayment', {
      body: checkout,
      token: viewer.token,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.outcome).toBe('booked');
    const { bookingId } = verified.body.data;
    booked = { bookingId, position: verified.body.position };
    // The page retries after a dropped answer: the same booking, nothing new.
    const retried = await call(write, 'POST', '/payment/verifyPayment', {
      body: checkout,
      token: viewer.token,
    });
    expect(retried.body.data).toMatchObject({ outcome: 'booked', bookingId });

    const history = await call(read, 'GET', '/booking/fetchBookings', {
      token: viewer.token,
      position: booked.position,
    });
    expect(history.status).toBe(200);
    expect(history.body.bookings).toHaveLength(1);
    const [booking] = history.body.bookings;
    expect(booking).toMatchObject({
      _id: bookingId,
      showId: { screeningId: show.screeningId, movieId: { movieName: show.movieName }, timing: '9-12pm' },
      bookedSeats: [
        { seatNumber: 'V1', seatType: 'VIP', pricePaise: 50_000 },
        { seatNumber: 'R3', seatType: 'REGULAR', pricePaise: 15_000 },
      ],
      totalAmountPaise: 65_000,
      admittedAt: null,
    });
    expect(verifyTicket(ticketKeyFrom(system.jwtSecret), booking.ticketToken)).toEqual({
      bookingId,
      screeningId: show.screeningId,
    });
    // The ticket read-api handed out is one write-api admits at the cinema's door (opened 48 h
    // before the show here: a show one can still book has not begun).
    const admitted = await call(write, 'POST', '/booking/verifyTicket', {
      body: { token: booking.ticketToken },
      token: admin.token,
    });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
    expect(admitted.body.data).toMatchObject({ bookingId, seats: ['A1', 'C3'] });

    expect(await seatMap(booked.position)).toEqual({ V1: 'Booked', R3: 'Booked' });
  });

  it.skipIf(!redisUp)(
    'pushes the hold and then the booking to a seat page on read-api, from the projector through Redis',
    async () => {
      expect(booked, 'the journey booked the seats').toBeDefined();
      await waitFor(() => pushes.some(([name]) => name === 'seatsUpdated'), {
        message: 'the seatsUpdated push',
        timeoutMs: 20_000,
      });
      expect(pushes.map(([name, push]) => [name, push.screeningId, push.seatIds])).toEqual([
        ['reservedSeats', show.screeningId, chosen()],
        ['seatsUpdated', show.screeningId, chosen()],
      ]);
      expect(comparePositions(pushes[1]![1].position, pushes[0]![1].position)).toBeGreaterThan(0);
      expect(comparePositions(pushes[1]![1].position, booked!.position)).toBeLessThanOrEqual(0);
    },
  );

  it("mails one confirmation, also after the retried verify and the sandbox's own webhook", async () => {
    expect(booked, 'the journey booked the seats').toBeDefined();
    // Both ways the payment reaches write-api have run: the mail went out, the webhook was taken.
    const client = new pg.Client({ connectionString: postgres!.url });
    await client.connect();
    try {
      await waitFor(
        async () => {
          const { rows } = await client.query<{ kind: string }>(
            `SELECT kind FROM ${pg.escapeIdentifier(`${system.schemas.read}_workflow`)}.workflow_outbox
             WHERE kind IN ('booking-mail', 'sandbox-webhook') AND status = 'sent'`,
          );
          return (
            rows
              .map((r) => r.kind)
              .sort()
              .join() === 'booking-mail,sandbox-webhook'
          );
        },
        { message: 'the booking mail and the sandbox webhook delivered', timeoutMs: 60_000 },
      );
    } finally {
      await client.end();
    }
    const toViewer = (await readdir(system.outboxDir)).filter((f) => f.endsWith(`${viewer.email}.eml`));
    const texts = await Promise.all(toViewer.map((f) => readFile(join(system.outboxDir, f), 'utf8')));
    const confirmations = texts.filter((t) => t.includes(show.movieName));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toContain('Seats: VIP: A1; REGULAR: C3');
    expect(confirmations[0]).toContain('Amount paid: Rs. 650');
    expect(confirmations[0]).toContain(`Booking ID: ${booked!.bookingId.slice(2, 10).toUpperCase()}`);
  });

  it("counts the booking in its cinema's admin's revenue on read-api, and in no other admin's", async () => {
    expect(booked, 'the journey booked the seats').toBeDefined();
    const { call, read } = system;
    const position = booked!.position;
    const cinema = {
      cinemaId: show.cinemaId,
      totalRevenuePaise: 65_000,
      bookings: 1,
      adminDetails: expect.objectContaining({ _id: admin.id }),
    };
    const own = await call(read, 'POST', '/revenue/admin-revenue-details', {
      body: {},
      token: admin.token,
      position,
    });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      admin: { _id: admin.id },
      totalRevenue: 650,
      totalRevenuePaise: 65_000,
      cinemas: [cinema],
    });
    const bySuper = await call(read, 'POST', '/revenue/admin-revenue-details', {
      body: { userId: admin.id },
      token: superAdmin.token,
      position,
    });
    expect(bySuper.body.data).toEqual(own.body.data);

    const country = await call(read, 'GET', '/revenue/superadmin-revenue-details', {
      token: superAdmin.token,
      position,
    });
    expect(country.status).toBe(200);
    const city = country.body.data.find((c: { cityId: string }) => c.cityId === show.cityId);
    expect(city).toMatchObject({ cityRevenuePaise: 65_000, cinemas: [cinema] });

    const otherAdmin = await system.signUp('Admin');
    const other = await call(read, 'POST', '/revenue/admin-revenue-details', {
      body: {},
      token: otherAdmin.token,
      position: otherAdmin.position,
    });
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ admin: { _id: otherAdmin.id }, totalRevenuePaise: 0 });
  });
  it('cancels the screening on write-api: the booking is refunded once, the viewer mailed once, read-api says so', async () => {
    expect(booked, 'the journey booked the seats').toBeDefined();
    const { call, write, read } = system;
    const cancelled = await call(write, 'POST', '/show/cancelScreening', {
      body: { screeningId: show.screeningId, reason: 'Projector failure' },
      token: admin.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const refunded = await waitFor(
      async () => {
        const history = await call(read, 'GET', '/booking/fetchBookings', { token: viewer.token });
        const booking = history.body.bookings?.[0];
        return booking?.cancelled?.refundPaise ? booking : undefined;
      },
      { message: 'the refund on read-api', timeoutMs: 30_000 },
    );
    expect(refunded.cancelled).toMatchObject({ reason: 'Projector failure', refundPaise: 65_000 });
    const revenue = await call(read, 'POST', '/revenue/admin-revenue-details', {
      body: {},
      token: admin.token,
    });
    expect(revenue.body.data).toMatchObject({
      totalRevenuePaise: 0,
      cinemas: [{ refunds: { salesPaise: 65_000, refundsPaise: 65_000, netPaise: 0 } }],
    });
    const mails = await waitFor(
      async () => {
        const files = (await readdir(system.outboxDir)).filter((f) => f.endsWith(`${viewer.email}.eml`));
        const texts = await Promise.all(files.map((f) => readFile(join(system.outboxDir, f), 'utf8')));
        const found = texts.filter((t) => t.includes('the cinema has cancelled this show'));
        return found.length > 0 && found;
      },
      { message: 'the cancellation mail', timeoutMs: 30_000 },
    );
    expect(mails).toHaveLength(1);
  });
});

import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_TEXTS, showStartsAt } from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { signTicket } from '@cinema/server-kit';
import { accountWithToken, countEvents, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import {
  givenLiveScreening,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';
import {
  book,
  capture,
  eventsOfType,
  orderFor,
  payAtSandbox,
  paymentEvents,
  reserve,
  sandboxOf,
  screeningEvents,
  verify,
  type Viewer,
} from '@cinema/embedded/testing/payment-test-kit';
import { loadCinema } from '../../catalog/cinemas/commands.ts';
import { bookingRefundKeyFor, refundCancelledBooking } from './refund-booking.ts';

const REASON = 'Projector failure';

describe.each(testDatabases())('cancelling a show refunds everyone, on $kind', (database) => {
  let system: TestSystem;
  const time = testClock();
  /** Gateway refund calls that failed (the first call for each key fails: the outbox retries). */
  const failedOnce = new Set<string>();

  beforeAll(async () => {
    system = await startTestSystem(database, {
      overrides: { clock: time.clock },
      workflow: { outbox: { backoff: { baseMs: 10, maxMs: 20, maxAttempts: 10 } } },
    });
    const gateway = sandboxOf(system);
    const refund = gateway.refund.bind(gateway);
    gateway.refund = async (r) => {
      if (!failedOnce.has(r.idempotencyKey)) {
        failedOnce.add(r.idempotencyKey);
        throw new Error('the gateway timed out (test)');
      }
      return refund(r);
    };
  });
  afterAll(() => system?.stop());

  const cancelScreening = (token: string, screeningId: string, reason = REASON) =>
    system.call('POST', '/show/cancelScreening', { body: { screeningId, reason }, token });
  const cancelShow = (token: string, showId: string, reason = REASON) =>
    system.call('POST', '/show/cancelShow', { body: { showId, reason }, token });
  const refundsOf = async (orderId: string) =>
    eventsOfType(paymentEvents(system, orderId), 'BookingRefunded');
  /** The outbox retries a failed call a moment later by the server's clock: let that moment pass. */
  const retryDue = () => {
    time.advance(100);
    system.workflow.wake();
  };
  const refunded = (orderId: string) =>
    waitFor(
      async () => {
        retryDue();
        const found = await refundsOf(orderId);
        return found.length > 0 && found;
      },
      { message: `the refund of ${orderId}` },
    );

  describe('one screening with two bookings and a hold', () => {
    let screening: LiveScreening;
    let riya: Viewer & { email: string };
    let ajay: Viewer & { email: string };
    let holder: Viewer;
    let riyas: { orderId: string; bookingId: string };
    let ajays: { orderId: string; bookingId: string };
    let cancelled: Awaited<ReturnType<typeof cancelScreening>>;

    beforeAll(async () => {
      screening = await givenLiveScreening(system);
      riya = await accountWithToken(system, 'Viewer');
      ajay = await accountWithToken(system, 'Viewer');
      holder = await accountWithToken(system, 'Viewer');
      riyas = await book(system, riya, screening.screeningId, [screening.seat('V1'), screening.seat('R1')]);
      ajays = await book(system, ajay, screening.screeningId, [screening.seat('B1')]);
      await reserve(system, holder, [screening.seat('R5'), screening.seat('R6')]);
    });

    it('is refused to a Viewer (403), to the Admin of another cinema (403), and changes nothing', async () => {
      const otherAdmin = await accountWithToken(system, 'Admin');
      const before = await countEvents(system);
      expect(await cancelScreening(riya.token, screening.screeningId)).toMatchObject({ status: 403 });
      expect(await cancelShow(riya.token, screening.showId)).toMatchObject({ status: 403 });
      expect(await cancelScreening(otherAdmin.token, screening.screeningId)).toMatchObject({
        status: 403,
        body: { code: 'NOT_YOUR_CINEMA' },
      });
      expect(await cancelShow(otherAdmin.token, screening.showId)).toMatchObject({
        status: 403,
        body: { code: 'NOT_YOUR_CINEMA' },
      });
      expect(await cancelScreening(screening.admin.token, `${screening.showId}.2030-01-01`)).toMatchObject({
        status: 404,
      });
      expect(await cancelScreening(screening.admin.token, screening.screeningId, '')).toMatchObject({
        status: 400,
        body: { message: CANCEL_TEXTS.reasonRequired },
      });
      expect(await countEvents(system)).toBe(before);
    });

    it('cancels it for its Admin, releasing the hold so open seat pages hear it', async () => {
      cancelled = await cancelScreening(screening.admin.token, screening.screeningId);
      expect(cancelled).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: CANCEL_TEXTS.screeningCancelled,
          data: { screeningId: screening.screeningId, bookings: 2 },
        },
      });
      const events = await screeningEvents(system, screening.screeningId);
      const released = events.filter((e) => e.type === 'HoldReleased' && e.data.reason === 'cancelled');
      expect(released.map((e) => e.data.seats)).toEqual([['R5', 'R6']]);
      expect(events.at(-1)).toMatchObject({
        type: 'ScreeningCancelled',
        data: { reason: REASON, bookings: [{ bookingId: riyas.bookingId }, { bookingId: ajays.bookingId }] },
      });
    });

    it('refunds each booking in full once through the gateway, though its first call failed', async () => {
      const gateway = sandboxOf(system);
      for (const [order, paise] of [
        [riyas, 65_000],
        [ajays, 25_000],
      ] as const) {
        expect(await refunded(order.orderId)).toEqual([
          expect.objectContaining({ bookingId: order.bookingId, amountPaise: paise, reason: REASON }),
        ]);
        expect(failedOnce.has(bookingRefundKeyFor(order.orderId))).toBe(true);
        const made = gateway.refunds().filter((r) => r.idempotencyKey === bookingRefundKeyFor(order.orderId));
        expect(made).toEqual([expect.objectContaining({ amountPaise: paise })]);
      }
    });

    it('refunds nothing twice when the refund runs again, twice at once', async () => {
      const again = {
        orderId: riyas.orderId,
        bookingId: riyas.bookingId,
        screeningId: screening.screeningId,
      };
      const ids = await Promise.all([
        refundCancelledBooking(system.write, { ...again, reason: REASON }),
        refundCancelledBooking(system.write, { ...again, reason: REASON }),
      ]);
      expect(new Set(ids).size).toBe(1);
      expect(await refundsOf(riyas.orderId)).toHaveLength(1);
      const keys = sandboxOf(system)
        .refunds()
        .map((r) => r.idempotencyKey);
      expect(keys.filter((k) => k === bookingRefundKeyFor(riyas.orderId))).toHaveLength(1);
    });

    it('mails each ticket holder once, with the reason and the refund', async () => {
      // The booking confirmation, then the cancellation.
      expect(await system.mailsTo(riya.email)).toBe(2);
      expect(await system.mailsTo(ajay.email)).toBe(2);
      system.workflow.wake();
      expect(await system.mailsTo(riya.email)).toBe(2);
      const files = (await readdir(system.outboxDir)).filter((f) => f.endsWith(`${riya.email}.eml`));
      const mails = await Promise.all(files.map((f) => readFile(join(system.outboxDir, f), 'utf8')));
      const mail = mails.find((m) => m.includes('the cinema has cancelled this show'));
      expect(mail, mails.join('\n----\n')).toBeDefined();
      for (const line of [`Reason: ${REASON}`, 'Refund: Rs. 650 (in full)']) expect(mail).toContain(line);
    });

    it("shows 'Cancelled' with the refund in the history and on the seat page, and revenue net of it", async () => {
      const history = await waitFor(
        async () => {
          const answer = await system.call('GET', '/booking/fetchBookings', { token: riya.token });
          const [booking] = answer.body.bookings;
          return booking?.cancelled?.refundPaise ? booking : undefined;
        },
        { message: 'the refund in the booking history' },
      );
      expect(history.cancelled).toMatchObject({ reason: REASON, refund: 650, refundPaise: 65_000 });
      const seats = await system.call('POST', '/movie/getMovieCinema', {
        body: { movieId: screening.movieId, cinemaId: screening.cinemaId, date: screening.date },
      });
      expect(seats.body.screening.cancelled).toMatchObject({ reason: REASON });
      const shows = await system.call('POST', '/cinema/getShowCinema', {
        body: { movieId: screening.movieId },
      });
      expect(JSON.stringify(shows.body.data.cinemas)).not.toContain(screening.screeningId);
      const revenue = await system.call('POST', '/revenue/admin-revenue-details', {
        body: {},
        token: screening.admin.token,
      });
      const mine = await system.call('GET', '/show/getAdminShows', { token: screening.admin.token });
      const show = mine.body.data.find((s: { showId: string }) => s.showId === screening.showId);
      expect(show).toMatchObject({
        live: true,
        cancelled: null,
        dates: [{ screeningId: screening.screeningId, cancelled: { reason: REASON } }],
      });
      expect(await system.call('GET', '/show/getAdminShows', { token: riya.token })).toMatchObject({
        status: 403,
      });
      const [cinema] = revenue.body.data.cinemas;
      expect(cinema).toMatchObject({
        totalRevenuePaise: 0,
        refunds: { salesPaise: 90_000, refundsPaise: 90_000, refundedBookings: 2, netPaise: 0 },
      });
    });

    it('refuses new holds, orders and a second cancellation changes nothing', async () => {
      const other = await accountWithToken(system, 'Viewer');
      const held = await system.call('POST', '/show/reserveSeats', {
        body: { seatIds: [screening.seat('R4')] },
        token: other.token,
      });
      expect(held).toMatchObject({
        status: 409,
        body: { code: 'SCREENING_CANCELLED', message: CANCEL_TEXTS.screeningIsCancelled(REASON) },
      });
      expect(
        await capture(system, holder, screening.screeningId, [screening.seat('R5'), screening.seat('R6')]),
      ).toMatchObject({ status: 409 });
      const before = await countEvents(system);
      expect(await cancelScreening(screening.admin.token, screening.screeningId, 'Again')).toMatchObject({
        status: 200,
      });
      expect(await countEvents(system)).toBe(before);
    });

    it('refuses its tickets at the door with the reason', async () => {
      time.advance(showStartsAt(screening.date, 21).getTime() - 3_600_000 - time.clock().getTime());
      const token = signTicket(system.write.ticketKey, {
        bookingId: riyas.bookingId,
        screeningId: screening.screeningId,
      });
      expect(
        await system.call('POST', '/booking/verifyTicket', { body: { token }, token: screening.admin.token }),
      ).toMatchObject({
        status: 409,
        body: { code: 'TICKET_CANCELLED', message: CANCEL_TEXTS.ticketCancelled(REASON) },
      });
    });
  });

  it('refunds a payment that comes in after the screening was cancelled', async () => {
    const screening = await givenLiveScreening(system, { daysAhead: 3 });
    const late = await accountWithToken(system, 'Viewer');
    const orderId = await orderFor(system, late, screening.screeningId, [screening.seat('V2')]);
    expect((await cancelScreening(screening.admin.token, screening.screeningId)).status).toBe(200);
    const verified = await verify(system, late, await payAtSandbox(system, late, orderId));
    expect(verified).toMatchObject({ status: 200, body: { data: { outcome: 'refunded', bookingId: null } } });
    await waitFor(
      async () => {
        retryDue();
        return (await eventsOfType(paymentEvents(system, orderId), 'PaymentRefunded')).length === 1;
      },
      { message: 'the late payment refunded' },
    );
  });

  it('cancels a whole live show for a SuperAdmin: every date still to come, each booking refunded', async () => {
    const screening = await givenLiveScreening(system, { daysAhead: 4, days: 2 });
    const second = `${screening.showId}.${addDay(screening.date)}`;
    const viewer = await accountWithToken(system, 'Viewer');
    const booked = await book(system, viewer, second, [`${second}.R1`]);
    const superAdmin = await accountWithToken(system, 'SuperAdmin');
    const answer = await cancelShow(superAdmin.token, screening.showId);
    expect(answer).toMatchObject({
      status: 200,
      body: { message: CANCEL_TEXTS.showCancelled, data: { screenings: [screening.screeningId, second] } },
    });
    for (const id of [screening.screeningId, second])
      expect((await screeningEvents(system, id)).at(-1)).toMatchObject({ type: 'ScreeningCancelled' });
    expect(await refunded(booked.orderId)).toEqual([expect.objectContaining({ amountPaise: 15_000 })]);
  });

  it('cancels a pending show, which then never goes live', async () => {
    const screening = await givenLiveScreening(system, { daysAhead: 6 });
    const { admin } = screening;
    const cinema = await loadCinema(system.write, screening.cinemaId);
    const screenId = cinema.status === 'open' ? cinema.shows.get(screening.showId)!.screenId : '';
    const added = await system.call('POST', '/show/addShow', {
      token: admin.token,
      body: {
        movieId: screening.movieId,
        cinemaId: screening.cinemaId,
        screenId,
        timing: '9-12am',
        showStart: screening.date,
        showEnd: screening.date,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const showId = added.body.data.showId as string;
    expect(await cancelShow(admin.token, showId)).toMatchObject({
      status: 200,
      body: { data: { screenings: [] } },
    });
    expect(
      await system.call('POST', '/show/liveYourShow', { token: admin.token, body: { showId } }),
    ).toMatchObject({ status: 409, body: { code: 'SHOW_CANCELLED', message: CANCEL_TEXTS.showIsCancelled } });
  });
});

const addDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

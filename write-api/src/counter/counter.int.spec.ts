import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCEL_TEXTS, COUNTER_TEXTS, showStartsAt } from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { counterSaleStreamId } from './sales/counter-refund.ts';
import {
  givenLiveScreening,
  screeningEvents,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';

type Account = Awaited<ReturnType<typeof accountWithToken>>;

describe.each(testDatabases())('selling at the counter on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  /** Another Admin's screening: the staff of the first cinema may not sell there. */
  let elsewhere: LiveScreening;
  let staff: Account;
  let viewer: Account;
  const time = testClock();

  const sell = (token: string, seatIds: string[], extra: Record<string, unknown> = {}) =>
    system.call('POST', '/counter/sellSeats', { body: { seatIds, method: 'cash', ...extra }, token });
  const grant = (email: string, cinemaIds: string[], token = screening.admin.token) =>
    system.call('POST', '/counter/grantStaff', { body: { email, cinemaIds }, token });
  const revoke = (email: string, cinemaIds: string[], token = screening.admin.token) =>
    system.call('POST', '/counter/revokeStaff', { body: { email, cinemaIds }, token });

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    screening = await givenLiveScreening(system, { seats: { regular: 40, bolcony: 4, vip: 2 } });
    elsewhere = await givenLiveScreening(system);
    staff = await accountWithToken(system, 'Viewer');
    viewer = await accountWithToken(system, 'Viewer');
  });
  afterAll(() => system?.stop());

  it('lets the Admin sell seats of their own cinema, priced by the server, with a ticket QR', async () => {
    const sold = await sell(screening.admin.token, [screening.seat('V1'), screening.seat('R1')], {
      method: 'upi',
      buyerName: 'Asha',
      buyerPhone: '9812345678',
      totalAmount: 1,
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body).toMatchObject({
      message: COUNTER_TEXTS.sold,
      data: { totalAmountPaise: 65_000, method: 'upi', buyerName: 'Asha', buyerPhone: '9812345678' },
    });
    expect(sold.body.data.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(sold.body.data.bookingCode).toBe(sold.body.data.bookingId.slice(2, 10).toUpperCase());
    const booked = (await screeningEvents(system, screening.screeningId)).find(
      (e) => e.type === 'SeatsBooked',
    );
    expect(booked?.data).toMatchObject({ channel: 'counter', holdId: null, counter: { method: 'upi' } });
  });

  it('never sells a seat someone holds online, and a seat the counter sold cannot be held', async () => {
    const held = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('R2')] },
      token: viewer.token,
    });
    expect(held.status).toBe(200);
    expect(await sell(screening.admin.token, [screening.seat('R2'), screening.seat('R3')])).toMatchObject({
      status: 409,
      body: { code: 'SEATS_UNAVAILABLE' },
    });
    expect(await sell(screening.admin.token, [screening.seat('R3')])).toMatchObject({ status: 200 });
    const late = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('R3')] },
      token: viewer.token,
    });
    expect(late).toMatchObject({ status: 409, body: { code: 'SEATS_UNAVAILABLE' } });
  });

  it('sells a contested seat once when the counter and an online viewer ask at the same time', async () => {
    const rival = await accountWithToken(system, 'Viewer');
    const seat = screening.seat('R4');
    const [counter, online] = await Promise.all([
      sell(screening.admin.token, [seat]),
      system.call('POST', '/show/reserveSeats', { body: { seatIds: [seat] }, token: rival.token }),
    ]);
    expect([counter.status, online.status].sort()).toEqual([200, 409]);
    const events = await screeningEvents(system, screening.screeningId);
    const sold = events.filter(
      (e) => e.type === 'SeatsBooked' && e.data.seats.some((s) => s.seatNumber === 'R4'),
    );
    expect(sold.length).toBe(counter.status === 200 ? 1 : 0);
  });

  it('lets counter staff sell only at the cinemas they were named for, and nothing else of an Admin', async () => {
    expect(await sell(staff.token, [screening.seat('R5')])).toMatchObject({
      status: 403,
      body: { code: 'NOT_COUNTER_STAFF', message: COUNTER_TEXTS.notCounterStaff },
    });
    expect(await grant(staff.email, [screening.cinemaId])).toMatchObject({
      status: 200,
      body: { data: { cinemaIds: [screening.cinemaId] } },
    });
    expect(await sell(staff.token, [screening.seat('R5')])).toMatchObject({ status: 200 });
    expect(await sell(staff.token, [elsewhere.seat('R1')])).toMatchObject({
      status: 403,
      body: { code: 'NOT_COUNTER_STAFF' },
    });
    // Admin routes stay closed: the door of the spec, adding a cinema, naming staff.
    for (const [path, body] of [
      ['/booking/verifyTicket', { token: 'T1.x.y.z' }],
      ['/cinema/addCinema', { cinemaName: 'X', pincode: '452001', cityId: screening.cityId }],
      ['/counter/grantStaff', { email: viewer.email, cinemaIds: [screening.cinemaId] }],
    ] as const)
      expect((await system.call('POST', path, { body, token: staff.token })).status).toBe(403);
  });

  it('refuses an Admin naming staff for a cinema they do not run', async () => {
    expect(await grant(viewer.email, [elsewhere.cinemaId])).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_CINEMA' },
    });
  });

  it('lets a busy counter sell many bookings in a row, beyond what one viewer may hold', async () => {
    for (let i = 10; i < 30; i++)
      expect((await sell(staff.token, [screening.seat(`R${i}`)])).status, `sale ${i}`).toBe(200);
  });

  it('admits a counter ticket at the door of staff and Admin, once', async () => {
    const sold = await sell(staff.token, [screening.seat('R6')]);
    time.advance(showStartsAt(screening.date, 21).getTime() - time.clock().getTime() - 3_600_000);
    const admitted = await system.call('POST', '/counter/verifyTicket', {
      body: { token: sold.body.data.ticketToken },
      token: staff.token,
    });
    expect(admitted).toMatchObject({ status: 200, body: { data: { bookingId: sold.body.data.bookingId } } });
    const again = await system.call('POST', '/booking/verifyTicket', {
      body: { token: sold.body.data.ticketToken },
      token: screening.admin.token,
    });
    expect(again).toMatchObject({ status: 409, body: { code: 'TICKET_USED' } });
  });

  it('stops a revoked staff member at once', async () => {
    expect(await revoke(staff.email, [screening.cinemaId])).toMatchObject({
      status: 200,
      body: { data: { cinemaIds: [] } },
    });
    expect(await sell(staff.token, [screening.seat('R7')])).toMatchObject({ status: 403 });
  });

  it('refuses to sell seats of a cancelled screening', async () => {
    const cancelled = await system.call('POST', '/show/cancelScreening', {
      body: { screeningId: elsewhere.screeningId, reason: 'Projector broke down' },
      token: elsewhere.admin.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await sell(elsewhere.admin.token, [elsewhere.seat('R1')])).toMatchObject({
      status: 409,
      body: { code: 'SCREENING_CANCELLED' },
    });
  });

  it('invites an email with no account yet with the signup mail and its code', async () => {
    const email = `counter-${Date.now()}@example.com`;
    expect(await grant(email, [screening.cinemaId])).toMatchObject({ status: 200 });
    expect(await system.latestOtp(email)).toMatch(/^\d{6}$/);
  });

  describe('a cancelled screening with counter sales', () => {
    const REASON = 'Power cut in the hall';
    const buyerEmail = `walk-in-${Date.now()}@example.com`;
    let date: LiveScreening;
    let cash: { bookingId: string; bookingCode: string; ticketToken: string };
    let upi: { bookingId: string; bookingCode: string; ticketToken: string };
    const orderOf = async (bookingId: string) => {
      for (const e of await screeningEvents(system, date.screeningId))
        if (e.type === 'SeatsBooked' && e.data.bookingId === bookingId) return e.data.orderId;
      throw new Error(`no sale ${bookingId}`);
    };
    const refundsOf = async (bookingId: string) =>
      (await system.store.readStream(counterSaleStreamId(await orderOf(bookingId)))).filter(
        (e) => e.type === 'BookingRefunded',
      );
    const cancellationMails = async () => {
      const files = (await readdir(system.outboxDir)).filter((f) => f.endsWith('.eml'));
      const mails = await Promise.all(
        files.map(async (f) => ({ file: f, text: await readFile(join(system.outboxDir, f), 'utf8') })),
      );
      return mails.filter(
        (m) =>
          m.text.includes('the cinema has cancelled this show') &&
          (m.text.includes(cash.bookingCode) || m.text.includes(upi.bookingCode)),
      );
    };

    beforeAll(async () => {
      date = await givenLiveScreening(system, { daysAhead: 3 });
      const cashSale = await sell(date.admin.token, [date.seat('V1')], { buyerName: 'Asha', buyerEmail });
      const upiSale = await sell(date.admin.token, [date.seat('R1'), date.seat('R2')], { method: 'upi' });
      expect(cashSale.status, JSON.stringify(cashSale.body)).toBe(200);
      expect(upiSale.status, JSON.stringify(upiSale.body)).toBe(200);
      [cash, upi] = [cashSale.body.data, upiSale.body.data];
      const cancelled = await system.call('POST', '/show/cancelScreening', {
        body: { screeningId: date.screeningId, reason: REASON },
        token: date.admin.token,
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    });

    it('records each sale refunded at the counter (never the gateway), once, with its method', async () => {
      await waitFor(
        async () => {
          system.workflow.wake();
          return (await refundsOf(cash.bookingId)).length > 0 && (await refundsOf(upi.bookingId)).length > 0;
        },
        { message: 'both counter refunds' },
      );
      const cashOrder = await orderOf(cash.bookingId);
      expect((await refundsOf(cash.bookingId)).map((e) => e.data)).toEqual([
        expect.objectContaining({
          orderId: cashOrder,
          bookingId: cash.bookingId,
          screeningId: date.screeningId,
          paymentId: `${cashOrder}-cash`,
          amountPaise: 50_000,
          reason: REASON,
          refundId: `counter-refund-${cashOrder}`,
          channel: 'counter',
        }),
      ]);
      expect((await refundsOf(upi.bookingId)).map((e) => e.data)).toEqual([
        expect.objectContaining({ amountPaise: 30_000, channel: 'counter' }),
      ]);
      // A second cancellation (a repeat of the request) records nothing more.
      await system.call('POST', '/show/cancelScreening', {
        body: { screeningId: date.screeningId, reason: 'again' },
        token: date.admin.token,
      });
      system.workflow.wake();
      expect(await refundsOf(cash.bookingId)).toHaveLength(1);
    });

    it('mails the buyer who gave an address, never the cashier, and the door refuses both tickets', async () => {
      expect(await system.mailsTo(buyerEmail)).toBe(1);
      const mails = await cancellationMails();
      expect(mails.map((m) => m.file.endsWith(`${buyerEmail}.eml`))).toEqual([true]);
      expect(mails[0]!.text).toContain(`Reason: ${REASON}`);
      expect(mails[0]!.text).toContain("Collect the full amount at the cinema's counter");
      for (const ticket of [cash, upi])
        expect(
          await system.call('POST', '/counter/verifyTicket', {
            body: { token: ticket.ticketToken },
            token: date.admin.token,
          }),
        ).toMatchObject({
          body: { code: 'TICKET_CANCELLED', message: CANCEL_TEXTS.ticketCancelled(REASON) },
        });
    });
  });
});

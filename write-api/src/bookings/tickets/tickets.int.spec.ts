import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, showStartsAt } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { signTicket, ticketKeyFrom } from '@cinema/server-kit';
import {
  givenLiveScreening,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';
import { book, screeningEvents } from '@cinema/embedded/testing/payment-test-kit';
import { bookingCode } from './booking-email.ts';

describe.each(testDatabases())('booking confirmation and tickets at the door on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  let viewer: Awaited<ReturnType<typeof accountWithToken>>;
  let booking: { bookingId: string; orderId: string };
  let token: string;
  /** A latecomer's ticket to the same show. */
  let lateToken: string;
  // 2026-12-10, 11:30 in India: the screening is tomorrow's 9-12pm show.
  const time = testClock();
  const HOUR = 3_600_000;
  /** Sets the server's clock `ms` after the show's start (negative: before it). */
  const atShowStart = (ms: number) =>
    time.advance(showStartsAt(screening.date, 21).getTime() + ms - time.clock().getTime());

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    screening = await givenLiveScreening(system);
    viewer = await accountWithToken(system, 'Viewer');
    booking = await book(system, viewer, screening.screeningId, [screening.seat('V1'), screening.seat('R2')]);
    token = signTicket(system.write.ticketKey, {
      bookingId: booking.bookingId,
      screeningId: screening.screeningId,
    });
    const latecomer = await accountWithToken(system, 'Viewer');
    const late = await book(system, latecomer, screening.screeningId, [screening.seat('R3')]);
    lateToken = signTicket(system.write.ticketKey, {
      bookingId: late.bookingId,
      screeningId: screening.screeningId,
    });
  });
  afterAll(() => system?.stop());

  const admit = (ticket: string, adminToken = screening.admin.token) =>
    system.call('POST', '/booking/verifyTicket', { body: { token: ticket }, token: adminToken });

  it('mails the viewer one confirmation with the seats, the amount and the ticket QR code', async () => {
    expect(await system.mailsTo(viewer.email)).toBe(1);
    const [file] = (await readdir(system.outboxDir)).filter((f) => f.endsWith(`${viewer.email}.eml`));
    const mail = await readFile(join(system.outboxDir, file!), 'utf8');
    const code = bookingCode(booking.bookingId);
    expect(mail).toMatch(new RegExp(`^Subject: .*${screening.movieName}.*${code}`, 'm'));
    for (const line of [
      'Seats: VIP: A1; REGULAR: C2',
      'Amount paid: Rs. 650',
      `Booking ID: ${code}`,
      'cannot be cancelled',
    ])
      expect(mail).toContain(line);
    expect(mail).toMatch(/Content-Type: image\/png; name=ticket-[A-Z0-9]{8}\.png/);
    expect(mail).toMatch(/Content-ID: <ticket-qr@cineyatra>/);
    // A second look after the workflow ran again finds no copy.
    system.workflow.wake();
    expect(await system.mailsTo(viewer.email)).toBe(1);
  });

  it('refuses a ticket before its door opens (two hours before the show), saying which show it is for', async () => {
    const tooEarly = {
      status: 409,
      body: {
        code: 'TICKET_NOT_NOW',
        message: BOOKING_TEXTS.ticketTooEarly('Fri, 11 Dec 2026, 9pm to 12pm', 2),
      },
    };
    expect(screening.date).toBe('2026-12-11');
    const dayBefore = await admit(token); // the morning before, when it was bought
    expect(dayBefore).toMatchObject(tooEarly);
    expect(dayBefore.body.message).toContain('Fri, 11 Dec 2026, 9pm to 12pm');
    atShowStart(-2 * HOUR - 1000);
    expect(await admit(token)).toMatchObject(tooEarly);
    expect((await screeningEvents(system, screening.screeningId)).map((e) => e.type)).not.toContain(
      'TicketAdmitted',
    );
  });

  it('refuses a forged or altered token (400 TICKET_INVALID)', async () => {
    atShowStart(-2 * HOUR);
    const forged = signTicket(ticketKeyFrom('another-secret-that-is-long-enough-0000'), {
      bookingId: booking.bookingId,
      screeningId: screening.screeningId,
    });
    const unknownBooking = signTicket(system.write.ticketKey, {
      bookingId: 'f'.repeat(24),
      screeningId: screening.screeningId,
    });
    for (const ticket of [forged, unknownBooking, `${token}x`, 'not a ticket'])
      expect(await admit(ticket)).toMatchObject({
        status: 400,
        body: { code: 'TICKET_INVALID', message: BOOKING_TEXTS.ticketInvalid },
      });
  });

  it("refuses another cinema's admin (403 NOT_YOUR_TICKET) and viewers (403)", async () => {
    const otherAdmin = await accountWithToken(system, 'Admin');
    expect(await admit(token, otherAdmin.token)).toMatchObject({
      status: 403,
      body: { code: 'NOT_YOUR_TICKET', message: BOOKING_TEXTS.notYourTicket },
    });
    expect((await admit(token, viewer.token)).status).toBe(403);
  });

  it("admits the ticket at its cinema's door once, from two hours before the show; a second scan is refused", async () => {
    atShowStart(-2 * HOUR);
    const admitted = await admit(token);
    expect(admitted.status).toBe(200);
    expect(admitted.body).toMatchObject({
      success: true,
      message: BOOKING_TEXTS.ticketAdmitted,
      data: {
        bookingId: booking.bookingId,
        movieName: screening.movieName,
        cinemaName: 'Sapna Sangeeta',
        screenName: 'Screen-1',
        date: screening.date,
        timing: '9-12pm',
        seats: ['A1', 'C2'], // V1 and R2, named as the seat map names them
        admittedAt: expect.any(String),
      },
    });
    expect(await admit(token)).toMatchObject({
      status: 409,
      body: { code: 'TICKET_USED', message: BOOKING_TEXTS.ticketUsed },
    });
  });

  it('lets a latecomer in until the show ends, and then says the show is over', async () => {
    atShowStart(3 * HOUR);
    expect(await admit(lateToken)).toMatchObject({
      status: 409,
      body: {
        code: 'TICKET_NOT_NOW',
        message: BOOKING_TEXTS.ticketShowOver('Fri, 11 Dec 2026, 9pm to 12pm'),
      },
    });
    atShowStart(3 * HOUR - 60_000); // a minute earlier, the door was still open
    expect(await admit(lateToken)).toMatchObject({ status: 200, body: { data: { seats: ['C3'] } } });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { fetchBookingsResponse, POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import {
  accountWithToken,
  startTestSystem,
  TEST_JWT_SECRET,
  type TestSystem,
} from '@cinema/embedded/testing';
import { ticketKeyFrom, verifyTicket } from '@cinema/server-kit';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { seatEvents } from '@cinema/embedded/testing/seat-events-kit';

const HOUR = 3_600_000;

describe.each(testDatabases())('booking history on $kind', (database) => {
  let system: TestSystem;
  let now = Date.now();
  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(now) } });
  });
  afterAll(() => system?.stop());

  const fetchBookings = async (token: string, position: string) => {
    const response = await system.call('GET', '/booking/fetchBookings', {
      token,
      headers: { [POSITION_HEADER]: position },
    });
    expect(response.status).toBe(200);
    fetchBookingsResponse.parse(response.body);
    // The body itself, not the parsed copy: a field the schema does not list would show here.
    return response.body as z.infer<typeof fetchBookingsResponse>;
  };

  it("lists only the caller's own bookings, newest first, populated as the ticket shows them", async () => {
    const first = await givenLiveScreening(system, { timing: '3-6pm' });
    const second = await givenLiveScreening(system, { daysAhead: 2 });
    const [riya, arjun] = [
      await accountWithToken(system, 'Viewer'),
      await accountWithToken(system, 'Viewer'),
    ];
    const [older, newer, others] = [randomUUID(), randomUUID(), randomUUID()];

    await seatEvents(system, first.screeningId).book(older, null, riya.user._id, ['V1', 'R2']);
    now += HOUR;
    await seatEvents(system, second.screeningId).book(others, null, arjun.user._id, ['B1']);
    now += HOUR;
    const position = await seatEvents(system, second.screeningId).book(newer, null, riya.user._id, ['B2']);

    const body = await fetchBookings(riya.token, position);
    expect(body).toMatchObject({ success: true, message: 'Bookings fetched successfully' });
    expect(body.bookings.map((b) => b._id)).toEqual([newer, older]);
    const [latest, earliest] = body.bookings;
    expect(earliest).toEqual({
      _id: older,
      showId: {
        _id: first.showId,
        screeningId: first.screeningId,
        movieId: {
          _id: first.movieId,
          movieName: first.movieName,
          thumbnail: '/media/test-480.jpg',
          supportingLanguages: ['Hindi'],
          releaseDate: '2026-11-20',
        },
        cinemaId: {
          _id: first.cinemaId,
          cinemaName: 'Sapna Sangeeta',
          cityId: { _id: first.cityId, cityName: expect.any(String) },
        },
        showStart: first.date,
        startsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T09:30:00\.000Z$/), // 3 pm in India
        timing: '3-6pm',
        screenName: 'Screen-1',
      },
      bookedSeats: [
        // Named as the seat map draws the hall: VIP in row A, balcony in B, regular from C on.
        { seatNumber: 'V1', seatType: 'VIP', code: 'A1', row: 'A', price: 500, pricePaise: 50_000 },
        { seatNumber: 'R2', seatType: 'REGULAR', code: 'C2', row: 'C', price: 150, pricePaise: 15_000 },
      ],
      totalAmount: 650,
      totalAmountPaise: 65_000,
      qrImage: expect.stringMatching(/^data:image\/png;base64,/),
      ticketToken: expect.any(String),
      bookedAt: expect.any(String),
      admittedAt: null,
    });
    expect(Date.parse(latest!.bookedAt) - Date.parse(earliest!.bookedAt)).toBe(2 * HOUR);
    expect(latest!.showId.screeningId).toBe(second.screeningId);

    const ticketKey = ticketKeyFrom(TEST_JWT_SECRET);
    expect(verifyTicket(ticketKey, earliest!.ticketToken)).toEqual({
      bookingId: older,
      screeningId: first.screeningId,
    });
    const png = Buffer.from(earliest!.qrImage.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const again = await fetchBookings(riya.token, position);
    expect(again.bookings).toEqual(body.bookings); // the same token and QR image every time
    expect((await fetchBookings(arjun.token, position)).bookings.map((b) => b._id)).toEqual([others]);
  });

  it('shows when a ticket was used at the door', async () => {
    const screening = await givenLiveScreening(system);
    const viewer = await accountWithToken(system, 'Viewer');
    const bookingId = randomUUID();
    const events = seatEvents(system, screening.screeningId);
    await events.book(bookingId, null, viewer.user._id, ['R1']);
    const position = await events.admit(bookingId, screening.admin.id);
    const [booking] = (await fetchBookings(viewer.token, position)).bookings;
    expect(booking!.admittedAt).toBe(new Date(now).toISOString());
  });

  it('answers an empty list to a viewer with no bookings and 401/403 to others', async () => {
    const viewer = await accountWithToken(system, 'Viewer');
    const admin = await accountWithToken(system, 'Admin');
    expect((await fetchBookings(viewer.token, '0:0')).bookings).toEqual([]);
    expect((await system.call('GET', '/booking/fetchBookings')).status).toBe(401);
    expect((await system.call('GET', '/booking/fetchBookings', { token: admin.token })).status).toBe(403);
  });
});

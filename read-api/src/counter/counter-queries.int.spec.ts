import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import {
  givenLiveScreening,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';
import { book } from '@cinema/embedded/testing/payment-test-kit';

type Account = Awaited<ReturnType<typeof accountWithToken>>;

describe.each(testDatabases())('counter sales on the read side on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  let staff: Account;
  let position: string;
  const time = testClock();

  const read = (path: string, token: string) =>
    system.call('GET', path, { token, headers: { [POSITION_HEADER]: position } });

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    screening = await givenLiveScreening(system);
    staff = await accountWithToken(system, 'Viewer');
    const granted = await system.call('POST', '/counter/grantStaff', {
      body: { email: staff.email, cinemaIds: [screening.cinemaId] },
      token: screening.admin.token,
    });
    expect(granted.status).toBe(200);
    const viewer = await accountWithToken(system, 'Viewer');
    await book(system, viewer, screening.screeningId, [screening.seat('V1')]); // Rs 500 online
    for (const [token, seats, method] of [
      [screening.admin.token, ['R1', 'R2'], 'cash'], // Rs 300
      [staff.token, ['B1'], 'upi'], // Rs 250
    ] as const) {
      const buyer = method === 'upi' ? { buyerName: 'Meera', buyerPhone: '9812345678' } : {};
      const sold = await system.call('POST', '/counter/sellSeats', {
        body: { seatIds: seats.map((s) => screening.seat(s)), method, ...buyer },
        token,
      });
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
      position = sold.body.position;
    }
  });
  afterAll(() => system?.stop());

  it('shows the Admin’s revenue by channel: online and counter add up to the total', async () => {
    const revenue = await system.call('POST', '/revenue/admin-revenue-details', {
      body: {},
      token: screening.admin.token,
      headers: { [POSITION_HEADER]: position },
    });
    expect(revenue.status).toBe(200);
    expect(revenue.body.data.cinemas[0]).toMatchObject({
      totalRevenuePaise: 105_000,
      bookings: 3,
      channels: {
        online: { revenuePaise: 50_000, bookings: 1 },
        counter: { revenuePaise: 55_000, revenue: 550, bookings: 2 },
      },
    });
  });

  it('names the walk-in buyer and the counter channel in the screening’s buyer list', async () => {
    const sales = await system.call('POST', '/revenue/screening-sales', {
      body: { screeningId: screening.screeningId },
      token: screening.admin.token,
      headers: { [POSITION_HEADER]: position },
    });
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    const byChannel = (
      sales.body.data.buyers as { channel: string; name: string; contactNumber: string }[]
    ).map((b) => [b.channel, b.name, b.contactNumber]);
    // One instant for all (the test clock stands still): the list's order is the booking ids'.
    expect(byChannel).toHaveLength(3);
    expect(byChannel).toEqual(
      expect.arrayContaining([
        ['online', 'Test Viewer', '9876543210'],
        ['counter', 'Walk-in', ''],
        ['counter', 'Meera', '9812345678'],
      ]),
    );
  });

  it('lists the Admin’s counter staff with the cinemas they staff', async () => {
    const list = await read('/counter/staff', screening.admin.token);
    expect(list.body.data).toEqual([
      {
        accountId: staff.user._id,
        email: staff.email,
        userName: staff.user.userName,
        cinemas: [expect.objectContaining({ cinemaId: screening.cinemaId })],
      },
    ]);
  });

  it('gives staff the screenings of the cinemas they sell at, and nothing of others', async () => {
    const mine = await read('/counter/screenings', staff.token);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        cinemaId: screening.cinemaId,
        role: 'staff',
        screenings: [
          expect.objectContaining({ screeningId: screening.screeningId, movieName: screening.movieName }),
        ],
      }),
    ]);
    const stranger = await accountWithToken(system, 'Viewer');
    expect((await read('/counter/screenings', stranger.token)).body.data).toEqual([]);
  });

  it('keeps counter sales out of the seller’s own booking history, and the seats show as booked', async () => {
    expect((await read('/booking/fetchBookings', staff.token)).body.bookings).toEqual([]);
    const map = await system.call('POST', '/movie/getMovieCinema', {
      body: {
        movieId: screening.movieId,
        cinemaId: screening.cinemaId,
        timing: '9-12pm',
        date: screening.date,
      },
      headers: { [POSITION_HEADER]: position },
    });
    const booked = (map.body.data as { status: string; seatId: { seatNumber: string } }[])
      .filter((s) => s.status === 'Booked')
      .map((s) => s.seatId.seatNumber);
    expect(booked.sort()).toEqual(['B1', 'R1', 'R2', 'V1']);
  });

  it('no longer offers a date the cinema cancelled', async () => {
    const other = await givenLiveScreening(system);
    const granted = await system.call('POST', '/counter/grantStaff', {
      body: { email: staff.email, cinemaIds: [other.cinemaId] },
      token: other.admin.token,
    });
    expect(granted.status).toBe(200);
    position = granted.body.position;
    const offered = async () =>
      (await read('/counter/screenings', staff.token)).body.data
        .find((c: { cinemaId: string }) => c.cinemaId === other.cinemaId)
        ?.screenings.map((s: { screeningId: string }) => s.screeningId);
    expect(await offered()).toEqual([other.screeningId]);
    const cancelled = await system.call('POST', '/show/cancelScreening', {
      body: { screeningId: other.screeningId, reason: 'Projector broke down' },
      token: other.admin.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    position = cancelled.body.position;
    expect(await offered()).toEqual([]);
    const revoked = await system.call('POST', '/counter/revokeStaff', {
      body: { email: staff.email, cinemaIds: [other.cinemaId] },
      token: other.admin.token,
    });
    expect(revoked.status).toBe(200);
  });

  it('drops a revoked member from the Admin’s list', async () => {
    const revoked = await system.call('POST', '/counter/revokeStaff', {
      body: { email: staff.email, cinemaIds: [screening.cinemaId] },
      token: screening.admin.token,
    });
    position = revoked.body.position;
    expect((await read('/counter/staff', screening.admin.token)).body.data).toEqual([]);
    expect((await read('/counter/screenings', staff.token)).body.data).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { parseStoredEvent, type Seat } from '@cinema/contracts';
import { screeningStreamId } from '@cinema/write-api';
import { testDatabases } from '@cinema/event-store/testing';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, restartableSystems, type TestSystem } from '../testing/index.ts';

/**
 * The promise: a restart in the middle of the journey (seats held, payment pending) loses
 * nothing. The hold of a viewer who walked away still expires on time, released by the restarted
 * server's durable timer, and a payment verified after the restart books the seats it paid for.
 */
describe.each(testDatabases())('a restart in the middle of a booking on $kind', (database) => {
  const systems = restartableSystems(database);
  afterEach(() => systems.stopAll());

  it('keeps the held seats, books the paid ones and still expires the abandoned hold', async () => {
    let offsetMs = 0;
    const clock = () => new Date(Date.now() + offsetMs);
    const first = await systems.start({ overrides: { clock } });
    const screening = await givenLiveScreening(first);
    const payer = await accountWithToken(first, 'Viewer');
    const walker = await accountWithToken(first, 'Viewer');
    const paid = [screening.seat('V1'), screening.seat('V2')];

    const held = await first.call('POST', '/show/reserveSeats', {
      body: { seatIds: paid },
      token: payer.token,
    });
    expect(held.status).toBe(200);
    const order = await first.call('POST', '/payment/capturePayment', {
      body: { showId: screening.screeningId, seatsBook: paid },
      token: payer.token,
    });
    expect(order.status).toBe(200);
    expect(order.body.data.amount).toBe(100_000); // two VIP seats at Rs 500, in paise
    const abandoned = await first.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('R1')] },
      token: walker.token,
    });
    expect(abandoned.status).toBe(200);

    await systems.stop(first);
    const second = await systems.start({ schemas: first.schemas, overrides: { clock } });

    const paidAtGateway = await second.call('POST', '/payment/sandbox/pay', {
      body: { orderId: order.body.data.id, outcome: 'success' },
      token: payer.token,
    });
    expect(paidAtGateway.body.data.status).toBe('captured');
    const { status: _status, ...checkout } = paidAtGateway.body.data;
    const verified = await second.call('POST', '/payment/verifyPayment', {
      body: { ...checkout, showId: screening.screeningId, seatsForBook: paid, totalAmount: 1000 },
      token: payer.token,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data.outcome).toBe('booked');

    const bookings = await second.call('GET', '/booking/fetchBookings', {
      token: payer.token,
      headers: { 'x-min-position': verified.body.position },
    });
    expect(bookings.body.bookings).toHaveLength(1);
    expect(bookings.body.bookings[0].bookedSeats.map((s: { seatNumber: string }) => s.seatNumber)).toEqual([
      'V1',
      'V2',
    ]);

    offsetMs += Date.parse(abandoned.body.data.expiresAt) - Date.now() + 1000;
    await expect
      .poll(() => releasedHolds(second, screening.screeningId), { timeout: 15_000 })
      .toContain(abandoned.body.data.holdId);
    const seats = await seatMap(second, screening.movieId, screening.cinemaId);
    expect(statusOf(seats, 'V1')).toBe('Booked');
    expect(statusOf(seats, 'R1')).toBe('Available');
  });
});

async function releasedHolds(system: TestSystem, screeningId: string) {
  system.workflow.wake();
  const events = await system.store.readStream(screeningStreamId(screeningId));
  return events.flatMap((recorded) => {
    const e = parseStoredEvent(recorded);
    return e?.type === 'HoldReleased' && e.data.reason === 'expired' ? [e.data.holdId] : [];
  });
}

async function seatMap(system: TestSystem, movieId: string, cinemaId: string): Promise<Seat[]> {
  const answer = await system.call('POST', '/movie/getMovieCinema', { body: { movieId, cinemaId } });
  return answer.body.data;
}

const statusOf = (seats: Seat[], seatNumber: string) =>
  seats.find((s) => s.seatId.seatNumber === seatNumber)?.status;

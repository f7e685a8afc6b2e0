import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { type DomainEvent } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';

describe.each(testDatabases())('bookings projected on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  const history = (id: string, events: DomainEvent[]) => f.history(`screening-${id}`, events);
  const bookingsOf = (screeningId: string) =>
    f.db
      .selectFrom('bookings')
      .select(['booking_id', 'account_id', 'seats', 'total_paise', 'booked_at', 'admitted_at', 'admitted_by'])
      .where('screening_id', '=', screeningId)
      .orderBy('booking_id')
      .execute();

  it('records each booking with its seats and prices, and its admission at the door once', async () => {
    const s = `${randomUUID()}.${randomUUID()}.2026-12-13`;
    const events = await history(s, [
      booked(s, 'b1', 'viewer1'),
      booked(s, 'b2', 'viewer2'),
      admitted(s, 'b1', '2026-12-13T15:00:00.000Z'),
      admitted(s, 'b1', '2026-12-13T15:05:00.000Z'), // cannot happen; must not move the first one
    ]);
    await f.project(events);
    const once = await bookingsOf(s);
    expect(once).toEqual([
      {
        booking_id: 'b1',
        account_id: 'viewer1',
        seats: SEATS,
        total_paise: 65_000,
        booked_at: new Date(at),
        admitted_at: new Date('2026-12-13T15:00:00.000Z'),
        admitted_by: 'admin1',
      },
      expect.objectContaining({ booking_id: 'b2', account_id: 'viewer2', admitted_at: null }),
    ]);
    await f.project(events);
    expect(await bookingsOf(s)).toEqual(once);
  });
});

const at = '2026-12-12T10:00:00.000Z';
const SEATS = [
  { seatNumber: 'V1', seatType: 'VIP', pricePaise: 50_000 },
  { seatNumber: 'R1', seatType: 'REGULAR', pricePaise: 15_000 },
];
const booked = (screeningId: string, bookingId: string, accountId: string): DomainEvent => ({
  type: 'SeatsBooked',
  data: {
    screeningId,
    bookingId,
    holdId: null,
    accountId,
    orderId: `order_${bookingId}`,
    paymentId: `pay_${bookingId}`,
    seats: SEATS as never,
    totalPaise: 65_000,
    bookedAt: at,
  },
});
const admitted = (screeningId: string, bookingId: string, admittedAt: string): DomainEvent => ({
  type: 'TicketAdmitted',
  data: { screeningId, bookingId, admittedBy: 'admin1', admittedAt },
});

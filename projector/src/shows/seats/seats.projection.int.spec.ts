import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { toStoredEvent, type DomainEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { testDatabases } from '@cinema/event-store/testing';
import { applyBatch } from '../../infra/apply-batch.ts';
import { allProjections } from '../../projections.ts';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';
import { seatPushesOf } from './seat-relay.ts';

describe.each(testDatabases())('held and booked seats projected on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  /** Appends a screening's events and gives back its whole history as recorded. */
  const history = async (screeningId: string, events: DomainEvent[]) => {
    await f.append(
      `screening-${screeningId}`,
      events.map((e) => toStoredEvent(e)),
      'any',
    );
    return f.store.readStream(`screening-${screeningId}`);
  };
  const project = (events: RecordedEvent[], name = randomUUID()) =>
    applyBatch({ db: f.db, name, projections: allProjections }, events);
  const seatsOf = async (screeningId: string) =>
    (
      await f.db
        .selectFrom('screening_seats')
        .select(['seat_number', 'status', 'hold_id', 'account_id', 'expires_at', 'extended', 'booking_id'])
        .where('screening_id', '=', screeningId)
        .orderBy('seat_number')
        .execute()
    ).map((r) => ({ ...r, expires_at: r.expires_at?.toISOString() ?? null }));

  it('holds seats, extends the hold once and frees them when it is released', async () => {
    const s = screening();
    const name = randomUUID();
    await project(await history(s, [held(s, 'h1', 'viewer1', ['V1', 'V2'])]), name);
    expect(await seatsOf(s)).toEqual([
      { ...heldRow('h1', 'viewer1'), seat_number: 'V1' },
      { ...heldRow('h1', 'viewer1'), seat_number: 'V2' },
    ]);

    await project(await history(s, [extended(s, 'h1')]), name);
    expect((await seatsOf(s)).map((r) => [r.expires_at, r.extended])).toEqual([
      [LATER, true],
      [LATER, true],
    ]);

    await project(await history(s, [released(s, 'h1', ['V1', 'V2'])]), name);
    expect((await seatsOf(s)).map((r) => [r.seat_number, r.status, r.hold_id])).toEqual([
      ['V1', 'free', null],
      ['V2', 'free', null],
    ]);
  });

  it('books the paid seats and closes the rest of their hold; a booked seat is never held again', async () => {
    const s = screening();
    await project(
      await history(s, [
        held(s, 'h1', 'viewer1', ['V1', 'V2']),
        booked(s, 'b1', 'h1', 'viewer1', ['V1']),
        held(s, 'h2', 'viewer2', ['V1', 'R1']),
      ]),
    );
    expect((await seatsOf(s)).map((r) => [r.seat_number, r.status, r.booking_id, r.hold_id])).toEqual([
      ['R1', 'held', null, 'h2'],
      ['V1', 'booked', 'b1', 'h1'],
      ['V2', 'free', null, null],
    ]);
  });

  it('lets a later hold take over seats of an expired one, whose late release leaves them alone', async () => {
    const s = screening();
    await project(
      await history(s, [
        held(s, 'h1', 'viewer1', ['B1']),
        held(s, 'h2', 'viewer2', ['B1']),
        released(s, 'h1', ['B1'], 'expired'),
      ]),
    );
    expect(await seatsOf(s)).toEqual([{ ...heldRow('h2', 'viewer2'), seat_number: 'B1' }]);
  });

  it('gives the same rows when the history is applied twice, or an old event comes again alone', async () => {
    const s = screening();
    const events = await history(s, [
      held(s, 'h1', 'viewer1', ['V1', 'V2']),
      extended(s, 'h1'),
      released(s, 'h1', ['V1', 'V2'], 'replaced'),
      held(s, 'h2', 'viewer1', ['V2', 'R1']),
      booked(s, 'b1', 'h2', 'viewer1', ['V2', 'R1']),
      held(s, 'h3', 'viewer2', ['V1']),
    ]);
    await project(events);
    const once = await seatsOf(s);
    await project(events);
    await project([events[0]!]); // the first hold, replayed late: it must not come back
    expect(await seatsOf(s)).toEqual(once);
    expect(once.map((r) => [r.seat_number, r.status])).toEqual([
      ['R1', 'booked'],
      ['V1', 'held'],
      ['V2', 'booked'],
    ]);
  });

  it('relays holds, bookings and releases as seat pushes with their seat ids and positions', async () => {
    const s = screening();
    const events = await history(s, [
      held(s, 'h1', 'viewer1', ['V1']),
      extended(s, 'h1'),
      booked(s, 'b1', 'h1', 'viewer1', ['V1']),
      held(s, 'h2', 'viewer2', ['R2']),
      released(s, 'h2', ['R2'], 'expired'),
    ]);
    const pushes = seatPushesOf(events);
    expect(pushes.map((p) => [p.room, p.name, p.push.seatIds])).toEqual([
      [`screening:${s}`, 'reservedSeats', [`${s}.V1`]],
      [`screening:${s}`, 'seatsUpdated', [`${s}.V1`]],
      [`screening:${s}`, 'reservedSeats', [`${s}.R2`]],
      [`screening:${s}`, 'seatsToRevert', [`${s}.R2`]],
    ]);
    expect(pushes.map((p) => p.push.position)).toEqual(
      [events[0], events[2], events[3], events[4]].map((e) => e!.position),
    );
  });
});

const SOON = '2026-12-12T10:08:00.000Z';
const LATER = '2026-12-12T10:12:00.000Z';
const at = '2026-12-12T10:00:00.000Z';
const screening = () => `${randomUUID()}.${randomUUID()}.2026-12-13`;
const heldRow = (holdId: string, accountId: string) => ({
  status: 'held',
  hold_id: holdId,
  account_id: accountId,
  expires_at: SOON,
  extended: false,
  booking_id: null,
});
const held = (screeningId: string, holdId: string, accountId: string, seats: string[]): DomainEvent => ({
  type: 'SeatsHeld',
  data: { screeningId, holdId, accountId, seats, expiresAt: SOON, heldAt: at },
});
const extended = (screeningId: string, holdId: string): DomainEvent => ({
  type: 'HoldExtended',
  data: { screeningId, holdId, expiresAt: LATER, extendedAt: at },
});
const released = (
  screeningId: string,
  holdId: string,
  seats: string[],
  reason: 'expired' | 'released' | 'replaced' = 'released',
): DomainEvent => ({
  type: 'HoldReleased',
  data: { screeningId, holdId, seats, reason, releasedAt: at },
});
const booked = (
  screeningId: string,
  bookingId: string,
  holdId: string,
  accountId: string,
  seats: string[],
): DomainEvent => ({
  type: 'SeatsBooked',
  data: {
    screeningId,
    bookingId,
    holdId,
    accountId,
    orderId: `order_${bookingId}`,
    paymentId: `pay_${bookingId}`,
    seats: seats.map((seatNumber) => ({ seatNumber, seatType: 'VIP' as const, pricePaise: 50_000 })),
    totalPaise: seats.length * 50_000,
    bookedAt: at,
  },
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { parseStoredEvent, type DomainEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { testDatabases } from '@cinema/event-store/testing';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';
import { seatPushesOf } from './seat-relay.ts';
import { replaySeatEvents } from './seats.batch.ts';
import { seatsProjection } from './seats.projection.ts';
import type { ProjectedEvent } from '../../infra/projection.ts';

describe.each(testDatabases())('held and booked seats projected on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  const history = (id: string, events: DomainEvent[]) => f.history(`screening-${id}`, events);
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
    await f.project(await history(s, [held(s, 'h1', 'viewer1', ['V1', 'V2'])]), name);
    expect(await seatsOf(s)).toEqual([
      { ...heldRow('h1', 'viewer1'), seat_number: 'V1' },
      { ...heldRow('h1', 'viewer1'), seat_number: 'V2' },
    ]);

    await f.project(await history(s, [extended(s, 'h1')]), name);
    expect((await seatsOf(s)).map((r) => [r.expires_at, r.extended])).toEqual([
      [LATER, true],
      [LATER, true],
    ]);

    await f.project(await history(s, [released(s, 'h1', ['V1', 'V2'])]), name);
    expect((await seatsOf(s)).map((r) => [r.seat_number, r.status, r.hold_id])).toEqual([
      ['V1', 'free', null],
      ['V2', 'free', null],
    ]);
  });

  it('books the paid seats and closes the rest of their hold; a booked seat is never held again', async () => {
    const s = screening();
    await f.project(
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
    await f.project(
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
    await f.project(events);
    const once = await seatsOf(s);
    await f.project(events);
    await f.project([events[0]!]); // the first hold, replayed late: it must not come back
    expect(await seatsOf(s)).toEqual(once);
    expect(once.map((r) => [r.seat_number, r.status])).toEqual([
      ['R1', 'booked'],
      ['V1', 'held'],
      ['V2', 'booked'],
    ]);
  });

  it('gives, batch by batch, exactly the rows that applying each event alone gives (random histories)', async () => {
    const random = seeded(20261125);
    for (let round = 0; round < 12; round++) {
      const steps = randomHistory(random, 40);
      const [one, many] = [screening(), screening()];
      // Reference: every event alone, each as a batch of one.
      const alone = await history(
        one,
        steps.map((step) => step(one)),
      );
      await f.db.transaction().execute(async (trx) => {
        for (const event of alone) await seatsProjection.apply(trx, projected(event));
      });
      // The same history in random slices, each folded at once over the rows the slices before left.
      const sliced = await history(
        many,
        steps.map((step) => step(many)),
      );
      let from = 0;
      while (from < sliced.length) {
        const to = from + 1 + Math.floor(random() * 12);
        await f.db
          .transaction()
          .execute((trx) => seatsProjection.applyAll!(trx, sliced.slice(from, to).map(projected)));
        from = to;
      }
      // An earlier slice again changes nothing.
      const again = sliced
        .slice(Math.floor(random() * 20))
        .slice(0, 10)
        .map(projected);
      await f.db.transaction().execute((trx) => seatsProjection.applyAll!(trx, again));
      expect(await seatsOf(many)).toEqual(await seatsOf(one));

      // A rebuild's replay: one fold across the slices, writing every few changes, then handing
      // over to the batch path once it holds too many rows (small limits, so all three happen).
      const replayed = screening();
      const history3 = await history(
        replayed,
        steps.map((step) => step(replayed)),
      );
      const replay = replaySeatEvents(f.db, { flushRows: 3, maxRows: round % 2 ? 4 : 1000 });
      for (from = 0; from < history3.length;) {
        const to = from + 1 + Math.floor(random() * 12);
        await f.db.transaction().execute((trx) => replay.apply(trx, history3.slice(from, to).map(projected)));
        from = to;
      }
      await replay.drain?.();
      await f.db.transaction().execute((trx) => replay.finish(trx));
      expect(await seatsOf(replayed)).toEqual(await seatsOf(one));
    }
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

const projected = (recorded: RecordedEvent): ProjectedEvent => ({
  ...parseStoredEvent(recorded)!,
  streamId: recorded.streamId,
  revision: recorded.revision,
  position: recorded.position,
  recordedAt: recorded.recordedAt,
});

/** A small seeded generator (mulberry32), so a failing history can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Holds, extensions, releases and bookings over six seats and five holds, not necessarily as the
 * decider would allow them (seats held twice, a booked seat held again, a hold closed twice), so the
 * guards are exercised too. Each step names the screening it is applied to.
 */
function randomHistory(random: () => number, length: number): ((screeningId: string) => DomainEvent)[] {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const someSeats = () =>
    ['V1', 'V2', 'B1', 'B2', 'R1', 'R2'].filter(() => random() < 0.35).concat(pick(['V1', 'R2']));
  const holds = ['h1', 'h2', 'h3', 'h4', 'h5'];
  return Array.from({ length }, (_, i) => {
    const hold = pick(holds);
    const seats = someSeats();
    const viewer = `viewer${hold}`;
    const kind = random();
    if (kind < 0.4) return (s: string) => held(s, hold, viewer, seats);
    if (kind < 0.55) return (s: string) => extended(s, hold);
    if (kind < 0.8)
      return (s: string) => released(s, hold, seats, pick(['expired', 'released', 'replaced'] as const));
    return (s: string) => booked(s, `b${i}`, hold, viewer, seats);
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { comparePositions, toStoredEvent, type DomainEvent, type Position } from '@cinema/contracts';
import { openEventStore, type EventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, waitFor } from '@cinema/event-store/testing';
import { allProjections, rebuildInto, type ReadDatabase } from '@cinema/projector';
import { cinemaFigures } from '@cinema/read-api';
import { createKysely, createPool } from '@cinema/server-kit';
import { startService, type ServiceProcess } from '../testing/service-process.ts';
import { paiseOf, readHistory, revenueFromHistory, revenueTables } from './revenue-kit.ts';

const postgres = testDatabases().find((d) => d.kind === 'postgres');
const BOOKINGS = 8000;
const CINEMAS = 4;

/**
 * The projector as its own process, killed with SIGKILL while it applies a long run of bookings
 * (a batch's transaction open), then started again: the tables after the crash hold exactly what
 * the checkpoint says, and after the restart revenue equals the history's sum, nothing counted
 * twice or missed, the same tables a fresh replay builds.
 */
describe.skipIf(!postgres)('revenue when the projector process is killed mid-batch (PostgreSQL)', () => {
  const url = postgres?.url ?? '';
  let store: EventStore;
  let pool: ReturnType<typeof createPool>;
  let db: Kysely<ReadDatabase>;
  let env: Record<string, string>;
  let projector: ServiceProcess | undefined;
  let readSchema: string;
  let head: Position;

  beforeAll(async () => {
    const eventsSchema = await freshSchema(url);
    readSchema = await freshSchema(url);
    env = {
      DATABASE_URL: url,
      EVENTS_SCHEMA: eventsSchema,
      READ_SCHEMA: readSchema,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      HEALTH_PORT: '0',
    };
    store = await openEventStore({ databaseUrl: url, schema: eventsSchema, wake: 'listen' });
    pool = createPool(url, 3);
    db = createKysely<ReadDatabase>(pool, readSchema);
    head = await appendBookingHistory(store);
  }, 120_000);
  afterAll(async () => {
    await projector?.stop();
    await store?.close();
    await pool?.end();
  });

  const start = () => startService('projector/src/main.ts', env, /projector running/);
  /** The checkpoint and every revenue figure, read in one snapshot. */
  const snapshot = () =>
    db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const row = await trx
          .selectFrom('projector_checkpoints')
          .select('position')
          .where('projector', '=', 'main')
          .executeTakeFirst();
        return { checkpoint: row?.position ?? '0:0', cinemas: await cinemaFigures(trx, {}) };
      });
  /** Whether a transaction that has written something is open on this read schema (a batch under way). */
  const batchOpen = async () => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where pid <> pg_backend_pid() and backend_xid is not null and query like $1`,
      [`%"${readSchema}"%`],
    );
    return rows[0]!.n > 0;
  };
  async function expectFiguresOfHistory(upTo: Position) {
    const { checkpoint, cinemas } = await snapshot();
    expect(checkpoint).toBe(upTo);
    const history = revenueFromHistory(await readHistory(store), checkpoint);
    expect(cinemas).toHaveLength(CINEMAS);
    for (const cinema of cinemas) {
      const sold = history.sold.filter((b) => b.cinemaId === cinema.cinemaId);
      expect({ paise: cinema.paise, bookings: cinema.bookings }).toEqual({
        paise: paiseOf(sold),
        bookings: sold.length,
      });
    }
    return history;
  }

  it('counts nothing twice and misses nothing across a SIGKILL and a restart', async () => {
    projector = await start();
    await waitFor(
      async () => {
        const { checkpoint } = await snapshot().catch(() => ({ checkpoint: '0:0' }));
        return checkpoint !== '0:0' && comparePositions(checkpoint, head) < 0 && (await batchOpen());
      },
      { message: 'the projector in the middle of a batch', timeoutMs: 60_000, intervalMs: 5 },
    );
    await projector.kill('SIGKILL');

    // What the crash left: exactly the batches it committed, not a row of the one it was applying.
    const { checkpoint: crashedAt } = await snapshot();
    expect(comparePositions(crashedAt, head)).toBeLessThan(0);
    const before = await expectFiguresOfHistory(crashedAt);
    expect(before.sold.length).toBeLessThan(BOOKINGS);

    projector = await start();
    await waitFor(async () => (await snapshot()).checkpoint === head, {
      message: 'the restarted projector at the head (after the dead one’s lease expired)',
      timeoutMs: 90_000,
      intervalMs: 100,
    });
    const after = await expectFiguresOfHistory(head);
    expect(after.seatsBooked).toBe(BOOKINGS);
    expect(after.refundedBookings).toBeGreaterThan(0);
    const { n } = await db
      .selectFrom('revenue_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(BOOKINGS);

    const replay = `${readSchema}_replayed`;
    try {
      expect(await rebuildInto(store, pool, replay, allProjections)).toBe(head);
      expect(await revenueTables(createKysely<ReadDatabase>(pool, replay))).toEqual(await revenueTables(db));
    } finally {
      await sql`drop schema if exists ${sql.id(replay)} cascade`.execute(db);
    }
  }, 240_000);
});

/**
 * Three cities, four cinemas and BOOKINGS booking-shaped SeatsBooked over twenty screenings and
 * five Indian days; every 40th order is then given back (PaymentRefunded), so it must not count.
 */
async function appendBookingHistory(store: EventStore): Promise<Position> {
  const append = (streamId: string, events: DomainEvent[]) =>
    store.append(
      streamId,
      events.map((e) => toStoredEvent(e)),
      'any',
    );
  const cityIds = [randomUUID(), randomUUID(), randomUUID()];
  for (const [i, cityId] of cityIds.entries())
    await append(`city-${cityId}`, [
      {
        type: 'CityAdded',
        data: {
          cityId,
          cityName: `Crashpur ${i}`,
          featured: false,
          addedBy: null,
          addedAt: new Date().toISOString(),
        },
      },
    ]);
  const cinemaIds = Array.from({ length: CINEMAS }, () => randomUUID());
  for (const [i, cinemaId] of cinemaIds.entries())
    await append(`cinema-${cinemaId}`, [
      {
        type: 'CinemaAdded',
        data: {
          cinemaId,
          cinemaName: `Crash Cinema ${i}`,
          pincode: '452001',
          cityId: cityIds[i % cityIds.length]!,
          cityName: `Crashpur ${i % cityIds.length}`,
          adminId: `admin-${i % 2}`,
          screens: [{ screenId: `${cinemaId}.s1`, name: 'Screen-1', position: 1 }],
          addedAt: new Date().toISOString(),
        },
      },
    ]);
  let position = '0:0';
  const CHUNK = 200;
  for (let from = 0; from < BOOKINGS; from += CHUNK) {
    const events: DomainEvent[] = [];
    const refunds: { orderId: string; totalPaise: number }[] = [];
    const screeningId = `${cinemaIds[(from / CHUNK) % CINEMAS]}.show-${(from / CHUNK) % 5}.2026-12-2${(from / CHUNK) % 5}`;
    for (let i = from; i < Math.min(from + CHUNK, BOOKINGS); i++) {
      const orderId = `order_crash${i}`;
      const totalPaise = 15_000 + (i % 7) * 2_550;
      events.push({
        type: 'SeatsBooked',
        data: {
          screeningId,
          bookingId: `booking-${i}`,
          holdId: null,
          accountId: `viewer-${i % 9}`,
          orderId,
          paymentId: `pay_crash${i}`,
          seats: [{ seatNumber: `R${i}`, seatType: 'REGULAR', pricePaise: totalPaise }],
          totalPaise,
          bookedAt: new Date(Date.UTC(2026, 11, 20 + (i % 5), (i * 7) % 24, i % 60)).toISOString(),
        },
      });
      if (i % 40 === 0) refunds.push({ orderId, totalPaise });
    }
    ({ position } = await append(`screening-${screeningId}`, events));
    for (const { orderId, totalPaise } of refunds)
      ({ position } = await append(`payment-${orderId}`, [
        {
          type: 'PaymentRefunded',
          data: {
            orderId,
            paymentId: `pay_${orderId}`,
            refundId: `rfnd_${orderId}`,
            amountPaise: totalPaise,
            refundedAt: new Date().toISOString(),
          },
        },
      ]));
  }
  return position;
}

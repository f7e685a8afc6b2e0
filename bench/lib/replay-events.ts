/*
 * Booking-shaped events for the replay bench, as the screening decider would write them: holds of
 * 1 to 4 free seats, some extended once, then released (expired, given back, payment failed) or
 * booked at the layout's prices; many screenings interleaved as real traffic is. Written straight
 * into the events table in large batches (one transaction each, so positions follow the order).
 */
import { holdIdFor } from '@cinema/contracts';
import pg from 'pg';
import type { SeededScreening } from './replay-seed.ts';

export interface GeneratedFigures {
  events: number;
  byType: Record<string, number>;
  bookings: number;
  seatsSold: number;
  revenuePaise: number;
  writeSeconds: number;
}

interface OpenHold {
  holdId: string;
  accountId: string;
  seats: number[];
  extended: boolean;
}

interface ScreeningState {
  screeningId: string;
  seats: SeededScreening['seats'];
  /** 0 free, 1 held, 2 booked. */
  status: Uint8Array;
  free: number;
  revision: number;
  open: OpenHold[];
}

/** A small deterministic generator (mulberry32), so runs are comparable. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REASONS = ['expired', 'expired', 'released', 'payment-cancelled', 'payment-failed'] as const;

export async function writeBookingEvents(
  pool: pg.Pool,
  eventsSchema: string,
  screenings: SeededScreening[],
  {
    total,
    batchSize = 10_000,
    viewers = 20_000,
    seed = 11,
  }: { total: number; batchSize?: number; viewers?: number; seed?: number },
): Promise<GeneratedFigures> {
  const rand = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const accounts = Array.from(
    { length: viewers },
    (_, i) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
  );
  const active: ScreeningState[] = screenings.map((s) => ({
    screeningId: s.screeningId,
    seats: s.seats,
    status: new Uint8Array(s.seats.length),
    free: s.seats.length,
    revision: 0,
    open: [],
  }));
  const figures: GeneratedFigures = {
    events: 0,
    byType: {},
    bookings: 0,
    seatsSold: 0,
    revenuePaise: 0,
    writeSeconds: 0,
  };
  let clock = Date.parse('2026-12-01T04:30:00.000Z');
  let holds = 0;
  const rows = {
    stream: [] as string[],
    revision: [] as number[],
    type: [] as string[],
    data: [] as string[],
    metadata: [] as string[],
  };
  const table = `${pg.escapeIdentifier(eventsSchema)}.events`;

  const flush = async () => {
    if (rows.stream.length === 0) return;
    const started = performance.now();
    await pool.query(
      `INSERT INTO ${table} (stream_id, stream_revision, type, data, metadata)
       SELECT s, r, t, d, m FROM unnest($1::text[], $2::int[], $3::text[], $4::jsonb[], $5::jsonb[])
         WITH ORDINALITY AS x(s, r, t, d, m, ord) ORDER BY ord`,
      [rows.stream, rows.revision, rows.type, rows.data, rows.metadata],
    );
    figures.writeSeconds += (performance.now() - started) / 1000;
    for (const list of Object.values(rows)) list.length = 0;
  };
  const emit = async (s: ScreeningState, type: string, data: object, actorId: string) => {
    rows.stream.push(`screening-${s.screeningId}`);
    rows.revision.push(s.revision++);
    rows.type.push(type);
    rows.data.push(JSON.stringify(data));
    rows.metadata.push(JSON.stringify({ actorId, schemaVersion: 1 }));
    figures.events++;
    figures.byType[type] = (figures.byType[type] ?? 0) + 1;
    if (rows.stream.length >= batchSize) await flush();
  };

  while (figures.events < total && active.length > 0) {
    const index = Math.floor(rand() * active.length);
    const s = active[index]!;
    clock += 40;
    const now = new Date(clock).toISOString();
    const closing = s.open.length > 0 && (rand() < 0.55 || s.open.length >= 4 || s.free < 4);
    if (closing) {
      const hold = s.open[0]!;
      const r = rand();
      if (!hold.extended && r < 0.1) {
        hold.extended = true;
        await emit(
          s,
          'HoldExtended',
          {
            screeningId: s.screeningId,
            holdId: hold.holdId,
            expiresAt: new Date(clock + 600_000).toISOString(),
            extendedAt: now,
          },
          hold.accountId,
        );
        continue;
      }
      s.open.shift();
      const seats = hold.seats.map((i) => s.seats[i]!);
      if (r < 0.6) {
        for (const i of hold.seats) s.status[i] = 2;
        const totalPaise = seats.reduce((sum, seat) => sum + seat.pricePaise, 0);
        const n = figures.bookings++;
        await emit(
          s,
          'SeatsBooked',
          {
            screeningId: s.screeningId,
            bookingId: n.toString(16).padStart(24, '0'),
            holdId: hold.holdId,
            accountId: hold.accountId,
            orderId: `order_bench${n.toString(36)}`,
            paymentId: `pay_bench${n.toString(36)}`,
            seats: seats.map(({ seatNumber, seatType, pricePaise }) => ({
              seatNumber,
              seatType,
              pricePaise,
            })),
            totalPaise,
            bookedAt: now,
          },
          'system:payment-settlement',
        );
        figures.seatsSold += seats.length;
        figures.revenuePaise += totalPaise;
      } else {
        for (const i of hold.seats) s.status[i] = 0;
        s.free += hold.seats.length;
        const reason = pick(REASONS);
        await emit(
          s,
          'HoldReleased',
          {
            screeningId: s.screeningId,
            holdId: hold.holdId,
            seats: seats.map((seat) => seat.seatNumber),
            reason,
            releasedAt: now,
          },
          reason === 'expired' ? 'system:hold-expiry' : hold.accountId,
        );
      }
      if (s.free < 4 && s.open.length === 0) active.splice(index, 1); // sold out
      continue;
    }
    const want = 1 + Math.floor(rand() * 4);
    const chosen: number[] = [];
    for (let tries = 0; chosen.length < want && tries < 40; tries++) {
      const i = Math.floor(rand() * s.status.length);
      if (s.status[i] === 0 && !chosen.includes(i)) chosen.push(i);
    }
    if (chosen.length === 0) continue;
    for (const i of chosen) s.status[i] = 1;
    s.free -= chosen.length;
    const hold: OpenHold = {
      holdId: holdIdFor(s.screeningId, (holds++).toString(36)),
      accountId: pick(accounts),
      seats: chosen,
      extended: false,
    };
    s.open.push(hold);
    await emit(
      s,
      'SeatsHeld',
      {
        screeningId: s.screeningId,
        holdId: hold.holdId,
        accountId: hold.accountId,
        seats: chosen.map((i) => s.seats[i]!.seatNumber),
        expiresAt: new Date(clock + 480_000).toISOString(),
        heldAt: now,
      },
      hold.accountId,
    );
  }
  await flush();
  return figures;
}

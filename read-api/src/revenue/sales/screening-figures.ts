import {
  MINIMUM_TICKETS,
  paiseToRupees,
  SALES_WARNING_HOURS,
  showStartsAt,
  TIMINGS,
  type ScreeningSales,
  type SeatClass,
  type SeatLayout,
  type Timing,
} from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import { sql, type Kysely } from 'kysely';
import { countedBookingsOf, refundsOf } from './counted-bookings.ts';

type Db = Kysely<ReadDatabase>;

const CLASS_OF_PREFIX: Record<string, SeatClass> = { V: 'VIP', B: 'BALCONY', R: 'REGULAR' };
const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;
/** VIP first, as the seat map and the ticket list them. */
const CLASS_ORDER: readonly SeatClass[] = ['VIP', 'BALCONY', 'REGULAR'];

/** Screenings with their cinema, movie and screen names: of one cinema on one date, or one by id. */
export function screeningRows(db: Db, where: { screeningId: string } | { cinemaId: string; date: string }) {
  let query = db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sc.cinema_id')
    .leftJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sc.movie_id')
    .select([
      'sc.screening_id',
      'sc.show_id',
      'sc.cinema_id',
      'sc.screening_date',
      'sc.timing',
      'sc.seat_layout',
      'sc.cancel_reason',
      'c.cinema_name',
      'c.admin_id',
      'sh.movie_name as show_movie_name',
      'm.movie_name',
      's.name as screen_name',
    ]);
  if ('screeningId' in where) query = query.where('sc.screening_id', '=', where.screeningId);
  else query = query.where('sc.cinema_id', '=', where.cinemaId).where('sc.screening_date', '=', where.date);
  return query.orderBy('sc.timing').orderBy('s.name').orderBy('sc.screening_id').execute();
}
export type ScreeningRow = Awaited<ReturnType<typeof screeningRows>>[number];

/**
 * Each screening's seats per class (sold, held by a hold still running at `now`, free) and the
 * money of its bookings that count (as the revenue pages count them), in one read per table.
 */
export async function screeningFigures(db: Db, rows: readonly ScreeningRow[], now: Date) {
  const ids = rows.map((r) => r.screening_id);
  if (ids.length === 0) return [];
  const seats = await db
    .selectFrom('screening_seats')
    .select([
      'screening_id',
      sql<string>`substr(seat_number, 1, 1)`.as('prefix'),
      sql<string>`count(*) filter (where status = 'booked')::text`.as('sold'),
      sql<string>`count(*) filter (where status = 'held' and expires_at > ${now})::text`.as('held'),
    ])
    .where('screening_id', 'in', ids)
    .groupBy(['screening_id', sql`substr(seat_number, 1, 1)`])
    .execute();
  const bookings = await countedBookingsOf(db, ids)
    .select(['b.screening_id', 'b.seats', 'b.total_paise'])
    .execute();
  const refunds = await refundsOf(db, ids);
  return rows.map((row) => {
    const seatRows = seats.filter((s) => s.screening_id === row.screening_id);
    const own = bookings.filter((b) => b.screening_id === row.screening_id);
    const refunded = refunds.filter((r) => r.screening_id === row.screening_id);
    return withRefunds(salesOf(row, seatRows, own, now), refunded, row.cancel_reason);
  });
}

/** Sales, the refunds of a cancelled screening (as the revenue pages count them) and the net. */
function withRefunds(
  sales: Omit<
    ScreeningSales,
    'refunds' | 'refundsPaise' | 'refundedBookings' | 'net' | 'netPaise' | 'cancelReason'
  >,
  refunds: readonly { amount_paise: number }[],
  cancelReason: string | null,
): ScreeningSales {
  const refundsPaise = refunds.reduce((n, r) => n + r.amount_paise, 0);
  const netPaise = sales.revenuePaise - refundsPaise;
  return {
    ...sales,
    refunds: paiseToRupees(refundsPaise),
    refundsPaise,
    refundedBookings: refunds.length,
    net: paiseToRupees(netPaise),
    netPaise,
    cancelReason,
  };
}

function salesOf(
  row: ScreeningRow,
  seats: readonly { prefix: string; sold: string; held: string }[],
  bookings: readonly { seats: { seatType: SeatClass; pricePaise: number }[]; total_paise: number }[],
  now: Date,
) {
  const layout: SeatLayout = row.seat_layout;
  const classes = CLASS_ORDER.filter((c) => layout.some((l) => l.seatType === c)).map((seatType) => {
    const { count, pricePaise } = layout.find((l) => l.seatType === seatType)!;
    const counts = seats.find((s) => CLASS_OF_PREFIX[s.prefix] === seatType);
    const sold = Number(counts?.sold ?? 0);
    const held = Number(counts?.held ?? 0);
    const paise = bookings
      .flatMap((b) => b.seats)
      .filter((s) => s.seatType === seatType)
      .reduce((sum, s) => sum + s.pricePaise, 0);
    return {
      seatType,
      seats: count,
      sold,
      held,
      free: Math.max(0, count - sold - held),
      price: paiseToRupees(pricePaise),
      revenue: paiseToRupees(paise),
      revenuePaise: paise,
    };
  });
  const sum = (key: 'seats' | 'sold' | 'held' | 'free') => classes.reduce((n, c) => n + c[key], 0);
  const revenuePaise = bookings.reduce((n, b) => n + b.total_paise, 0);
  const startsAt = showStartsAt(row.screening_date, startHour(row.timing));
  const untilStart = startsAt.getTime() - now.getTime();
  const sold = sum('sold');
  return {
    screeningId: row.screening_id,
    showId: row.show_id,
    cinemaId: row.cinema_id,
    cinemaName: row.cinema_name,
    movieName: row.movie_name ?? row.show_movie_name,
    screenName: row.screen_name ?? '',
    date: row.screening_date,
    timing: row.timing,
    startsAt: startsAt.toISOString(),
    classes,
    seats: sum('seats'),
    sold,
    held: sum('held'),
    free: sum('free'),
    occupancy: sum('seats') === 0 ? 0 : Math.round((sold / sum('seats')) * 1000) / 10,
    bookings: bookings.length,
    revenue: paiseToRupees(revenuePaise),
    revenuePaise,
    minimumTickets: MINIMUM_TICKETS,
    belowMinimum: sold < MINIMUM_TICKETS && untilStart > 0,
    startsSoon: untilStart > 0 && untilStart <= SALES_WARNING_HOURS * 3_600_000,
  } satisfies Partial<ScreeningSales>;
}

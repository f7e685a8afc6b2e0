import type { ReadDatabase } from '@cinema/projector/db';
import { sql, type Kysely } from 'kysely';

/** Which cinemas an answer covers: all, one admin's, one city's, or one admin's in one city. */
export interface RevenueScope {
  adminId?: string;
  cityId?: string;
  /** Bookings made from this Indian calendar day (YYYY-MM-DD, included); none: since the beginning. */
  from?: string;
  /** …through this one (included); none: up to now. */
  to?: string;
}

export interface CinemaFigures {
  cinemaId: string;
  cinemaName: string;
  cityId: string;
  adminId: string;
  adminName: string;
  addedAt: Date;
  /** Net: what its sales brought in less the refunds of cancelled shows (`salesPaise - refundPaise`). */
  paise: number;
  bookings: number;
  /** Sales made (bookings of the range) and refunds given back (of the range) for cancelled shows. */
  salesPaise: number;
  refundPaise: number;
  refunds: number;
  /** Of which sold at the counter (the rest online), and refunded at the counter. */
  counterPaise: number;
  counterBookings: number;
  counterRefundPaise: number;
}

type Db = Kysely<ReadDatabase>;

/** Bookings that count: every confirmed one whose payment order was not refunded (made in the range). */
const countedBookings = (db: Db, { from, to }: RevenueScope = {}) => {
  let query = db
    .selectFrom('revenue_bookings as b')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revenue_refunds as f').select('f.order_id').whereRef('f.order_id', '=', 'b.order_id'),
        ),
      ),
    );
  if (from !== undefined) query = query.where('b.booked_date', '>=', from);
  if (to !== undefined) query = query.where('b.booked_date', '<=', to);
  return query;
};

/** Bookings refunded because the cinema cancelled their show (refunded in the range). */
const refundedBookings = (db: Db, { from, to }: RevenueScope = {}) => {
  let query = db.selectFrom('revenue_booking_refunds as r');
  if (from !== undefined) query = query.where('r.refunded_date', '>=', from);
  if (to !== undefined) query = query.where('r.refunded_date', '<=', to);
  return query;
};

/** Every cinema of the scope with its revenue (0 when nothing was sold) and its admin's name. */
export async function cinemaFigures(db: Db, scope: RevenueScope): Promise<CinemaFigures[]> {
  const totals = countedBookings(db, scope)
    .select([
      'b.cinema_id',
      sql<string>`sum(b.amount_paise)::text`.as('paise'),
      sql<string>`count(*)::text`.as('n'),
      sql<string>`(coalesce(sum(b.amount_paise) filter (where b.channel = 'counter'), 0))::text`.as(
        'counter_paise',
      ),
      sql<string>`(count(*) filter (where b.channel = 'counter'))::text`.as('counter_n'),
    ])
    .groupBy('b.cinema_id')
    .as('t');
  const refunds = refundedBookings(db, scope)
    .leftJoin('revenue_bookings as rb', 'rb.booking_id', 'r.booking_id')
    .select([
      'r.cinema_id',
      sql<string>`sum(r.amount_paise)::text`.as('refund_paise'),
      sql<string>`count(*)::text`.as('refund_n'),
      sql<string>`(coalesce(sum(r.amount_paise) filter (where rb.channel = 'counter'), 0))::text`.as(
        'counter_refund_paise',
      ),
    ])
    .groupBy('r.cinema_id')
    .as('rf');
  let query = db
    .selectFrom('cinemas as c')
    .leftJoin(totals, 't.cinema_id', 'c.cinema_id')
    .leftJoin(refunds, 'rf.cinema_id', 'c.cinema_id')
    .leftJoin('accounts as a', 'a.account_id', 'c.admin_id')
    .select([
      'c.cinema_id',
      'c.cinema_name',
      'c.city_id',
      'c.admin_id',
      'a.user_name',
      'c.added_at',
      't.paise',
      't.n',
      't.counter_paise',
      't.counter_n',
      'rf.refund_paise',
      'rf.refund_n',
      'rf.counter_refund_paise',
    ])
    .orderBy('c.cinema_name')
    .orderBy('c.cinema_id');
  if (scope.adminId !== undefined) query = query.where('c.admin_id', '=', scope.adminId);
  if (scope.cityId !== undefined) query = query.where('c.city_id', '=', scope.cityId);
  const rows = await query.execute();
  return rows.map((r) => ({
    cinemaId: r.cinema_id,
    cinemaName: r.cinema_name,
    cityId: r.city_id,
    adminId: r.admin_id,
    adminName: r.user_name ?? '',
    addedAt: r.added_at,
    paise: Number(r.paise ?? 0) - Number(r.refund_paise ?? 0),
    bookings: Number(r.n ?? 0),
    salesPaise: Number(r.paise ?? 0),
    refundPaise: Number(r.refund_paise ?? 0),
    refunds: Number(r.refund_n ?? 0),
    counterPaise: Number(r.counter_paise ?? 0),
    counterBookings: Number(r.counter_n ?? 0),
    counterRefundPaise: Number(r.counter_refund_paise ?? 0),
  }));
}

/** Revenue per Indian calendar day of booking, for the scope's cinemas, oldest first (days with sales only). */
export async function dailyFigures(db: Db, scope: RevenueScope): Promise<{ date: string; paise: number }[]> {
  let query = countedBookings(db, scope)
    .innerJoin('cinemas as c', 'c.cinema_id', 'b.cinema_id')
    .select(['b.booked_date', sql<string>`sum(b.amount_paise)::text`.as('paise')])
    .groupBy('b.booked_date')
    .orderBy('b.booked_date');
  if (scope.adminId !== undefined) query = query.where('c.admin_id', '=', scope.adminId);
  if (scope.cityId !== undefined) query = query.where('c.city_id', '=', scope.cityId);
  let refunds = refundedBookings(db, scope)
    .innerJoin('cinemas as c', 'c.cinema_id', 'r.cinema_id')
    .select(['r.refunded_date', sql<string>`sum(r.amount_paise)::text`.as('paise')])
    .groupBy('r.refunded_date');
  if (scope.adminId !== undefined) refunds = refunds.where('c.admin_id', '=', scope.adminId);
  if (scope.cityId !== undefined) refunds = refunds.where('c.city_id', '=', scope.cityId);
  const byDate = new Map((await query.execute()).map((r) => [r.booked_date, Number(r.paise)]));
  // A refund counts on the day it went back, so the days add up to the net total.
  for (const r of await refunds.execute())
    byDate.set(r.refunded_date, (byDate.get(r.refunded_date) ?? 0) - Number(r.paise));
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, paise]) => ({ date, paise }));
}

export interface CityRow {
  cityId: string;
  cityName: string;
}

/** Cities in the order the product lists them (featured first, then by name); `ids` narrows them. */
export async function cityRows(db: Db, ids?: readonly string[]): Promise<CityRow[]> {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom('cities')
    .select(['city_id', 'city_name'])
    .orderBy('featured', 'desc')
    .orderBy('city_name')
    .orderBy('city_id');
  if (ids) query = query.where('city_id', 'in', ids);
  const rows = await query.execute();
  return rows.map((r) => ({ cityId: r.city_id, cityName: r.city_name }));
}

/** The projector's checkpoint and when it last moved (null before it applied anything). */
export async function checkpointRow(db: Db, projector = 'main') {
  const row = await db
    .selectFrom('projector_checkpoints')
    .select(['position', 'updated_at'])
    .where('projector', '=', projector)
    .executeTakeFirst();
  return { position: row?.position ?? '0:0', appliedAt: row?.updated_at ?? null };
}

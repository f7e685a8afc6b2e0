import type { ReadDatabase } from '@cinema/projector/db';
import { sql, type Kysely } from 'kysely';

/** Which cinemas an answer covers: all, one admin's, one city's, or one admin's in one city. */
export interface RevenueScope {
  adminId?: string;
  cityId?: string;
}

export interface CinemaFigures {
  cinemaId: string;
  cinemaName: string;
  cityId: string;
  adminId: string;
  adminName: string;
  addedAt: Date;
  paise: number;
  bookings: number;
}

type Db = Kysely<ReadDatabase>;

/** Bookings that count: every confirmed one whose payment order was not refunded. */
const countedBookings = (db: Db) =>
  db
    .selectFrom('revenue_bookings as b')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revenue_refunds as f').select('f.order_id').whereRef('f.order_id', '=', 'b.order_id'),
        ),
      ),
    );

/** Every cinema of the scope with its revenue (0 when nothing was sold) and its admin's name. */
export async function cinemaFigures(db: Db, scope: RevenueScope): Promise<CinemaFigures[]> {
  const totals = countedBookings(db)
    .select([
      'b.cinema_id',
      sql<string>`sum(b.amount_paise)::text`.as('paise'),
      sql<string>`count(*)::text`.as('n'),
    ])
    .groupBy('b.cinema_id')
    .as('t');
  let query = db
    .selectFrom('cinemas as c')
    .leftJoin(totals, 't.cinema_id', 'c.cinema_id')
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
    paise: Number(r.paise ?? 0),
    bookings: Number(r.n ?? 0),
  }));
}

/** Revenue per Indian calendar day of booking, for the scope's cinemas, oldest first (days with sales only). */
export async function dailyFigures(db: Db, scope: RevenueScope): Promise<{ date: string; paise: number }[]> {
  let query = countedBookings(db)
    .innerJoin('cinemas as c', 'c.cinema_id', 'b.cinema_id')
    .select(['b.booked_date', sql<string>`sum(b.amount_paise)::text`.as('paise')])
    .groupBy('b.booked_date')
    .orderBy('b.booked_date');
  if (scope.adminId !== undefined) query = query.where('c.admin_id', '=', scope.adminId);
  if (scope.cityId !== undefined) query = query.where('c.city_id', '=', scope.cityId);
  const rows = await query.execute();
  return rows.map((r) => ({ date: r.booked_date, paise: Number(r.paise) }));
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

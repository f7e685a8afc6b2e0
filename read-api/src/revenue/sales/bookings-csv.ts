import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BOOKINGS_CSV_COLUMNS, positionKey, seatCode, seatPlaces, type Position } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Response } from 'express';
import { stringify } from 'csv-stringify';
import { sql, type Kysely } from 'kysely';
import { bookingCodeOf, buyerOf, channelOf } from './buyers.ts';
import { statusOf } from './counted-bookings.ts';
import {
  cellText,
  indianDay,
  indianDayOf,
  indianTimeOf,
  rupeesWithPaise,
  timingLabel,
} from './csv-format.ts';

type Db = Kysely<ReadDatabase>;
const PAGE = 500;

interface Export {
  cinemaId: string;
  from: string;
  to: string;
  /** Rows per read (500; a spec makes it small to cross pages with few bookings). */
  pageRows?: number;
}

/**
 * The bookings of one cinema made from `from` through `to` (Indian days), oldest first: the ones
 * the revenue pages count as sales, each with its status and its refund (the amount and the day
 * it went back) where the cinema cancelled the screening. Read in pages up to the projector's checkpoint at the start, so a long
 * download is one consistent moment (rows, refunds and admissions all at or before it) without
 * holding a transaction open while a slow client reads.
 */
export async function writeBookingsCsv(db: Db, res: Response, what: Export) {
  const checkpoint = await db
    .selectFrom('projector_checkpoints')
    .select('position')
    .where('projector', '=', 'main')
    .executeTakeFirst();
  const bound = positionKey((checkpoint?.position ?? '0:0') as Position);
  // The first page is read before the answer starts, so a failure here is still a JSON error.
  const first = await page(db, what, bound, null);
  res.status(200);
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="bookings-${what.from}-to-${what.to}.csv"`,
  });
  const records = Readable.from(pages(db, what, bound, first));
  const csv = stringify({ bom: true, header: true, columns: [...BOOKINGS_CSV_COLUMNS] });
  await pipeline(records, csv, res).catch((error: unknown) => {
    // A client that goes away mid-download is no server error; anything else cuts the file short.
    if (!res.destroyed) res.destroy(error as Error);
  });
}

async function* pages(db: Db, what: Export, bound: string, first: Row[]) {
  for (let rows = first; ;) {
    for (const row of rows) yield record(row);
    const last = rows.at(-1);
    if (rows.length < (what.pageRows ?? PAGE) || !last) return;
    rows = await page(db, what, bound, { at: last.booked_at, id: last.booking_id });
  }
}

function page(
  db: Db,
  { cinemaId, from, to, pageRows = PAGE }: Export,
  bound: string,
  after: { at: Date; id: string } | null,
) {
  let query = db
    .selectFrom('revenue_bookings as rb')
    .innerJoin('bookings as b', 'b.booking_id', 'rb.booking_id')
    .innerJoin('screenings as sc', 'sc.screening_id', 'rb.screening_id')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .leftJoin('movies as m', 'm.movie_id', 'sc.movie_id')
    .leftJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .leftJoin('accounts as a', 'a.account_id', 'rb.account_id')
    // Its refund if the cinema cancelled the screening, as of the same moment as the rest.
    .leftJoin('revenue_booking_refunds as rf', (join) =>
      join.onRef('rf.booking_id', '=', 'rb.booking_id').on('rf.position_key', '<=', bound),
    )
    .select([
      'b.cancelled_at',
      'rf.amount_paise as refund_paise',
      'rf.refunded_at',
      'rb.booking_id',
      'rb.booked_at',
      'rb.amount_paise',
      'b.seats',
      sql<Date | null>`case when b.position_key <= ${bound} then b.admitted_at end`.as('admitted_at'),
      'sc.screening_date',
      'sc.timing',
      'sc.seat_layout',
      'sh.movie_name as show_movie_name',
      'm.movie_name',
      's.name as screen_name',
      'b.channel',
      'b.buyer_name',
      'b.buyer_phone',
      'a.user_name',
      'a.email',
      'a.contact_number',
    ])
    .where('rb.cinema_id', '=', cinemaId)
    .where('rb.booked_date', '>=', from)
    .where('rb.booked_date', '<=', to)
    .where('rb.position_key', '<=', bound)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revenue_refunds as f')
            .select('f.order_id')
            .whereRef('f.order_id', '=', 'rb.order_id')
            .where('f.position_key', '<=', bound),
        ),
      ),
    );
  if (after) query = query.where(sql<boolean>`(rb.booked_at, rb.booking_id) > (${after.at}, ${after.id})`);
  return query.orderBy('rb.booked_at').orderBy('rb.booking_id').limit(pageRows).execute();
}
type Row = Awaited<ReturnType<typeof page>>[number];

const STATUS_LABELS = { booked: 'Booked', cancelled: 'Cancelled', refunded: 'Refunded' } as const;

function record(r: Row): string[] {
  const places = seatPlaces(r.seat_layout);
  const buyer = buyerOf(r);
  return [
    bookingCodeOf(r.booking_id),
    indianDayOf(r.booked_at),
    indianTimeOf(r.booked_at),
    indianDay(r.screening_date),
    timingLabel(r.timing),
    cellText(r.movie_name ?? r.show_movie_name),
    r.screen_name ?? '',
    cellText(buyer.name),
    cellText(buyer.email),
    buyer.contactNumber,
    r.seats.map((s) => seatCode(places, s.seatNumber)).join(', '),
    String(r.seats.length),
    rupeesWithPaise(r.amount_paise),
    channelOf(r),
    r.admitted_at ? 'Yes' : 'No',
    STATUS_LABELS[statusOf(r)],
    r.refund_paise === null ? '' : rupeesWithPaise(r.refund_paise),
    r.refunded_at ? indianDayOf(r.refunded_at) : '',
  ];
}

import { parseStoredEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { sql } from 'kysely';
import type { Projection } from '../infra/projection.ts';
import type { AuditTarget } from './audit-target.ts';
import { dropSchema, replayInto, scratchSchemaFor } from './replay.ts';

export interface Figure {
  id: string;
  name: string;
  /** Net: sales less the refunds of cancelled shows. */
  paise: number;
  bookings: number;
  /** Refunded to the holders of cancelled shows' tickets (BookingRefunded). */
  refundPaise: number;
  cinemas: number;
}
export interface CinemaFigure extends Figure {
  cityName: string;
  /** "Name <email>" of the cinema's admin (the id when the accounts read model lacks it). */
  adminName: string;
}

export interface RevenueAt {
  at: Date;
  /** Events recorded at or before `at`, replayed. */
  events: number;
  position: string;
  seconds: number;
  total: { paise: number; bookings: number; refundPaise: number };
  cities: Figure[];
  cinemas: CinemaFigure[];
  admins: Figure[];
  /** The same total summed straight from the events (SeatsBooked less refunds): a cross-check. */
  fromEvents: { paise: number; bookings: number; refundPaise: number };
}

/**
 * Revenue as it stood at `at`: the events recorded at or before it replayed into a scratch schema
 * with the live projections, then the revenue read model (revenue_bookings less revenue_refunds,
 * attributed through the cinemas read model as the revenue pages do) summed per city, cinema and
 * admin. The scratch schema is dropped at the end.
 */
export async function revenueAt(
  target: AuditTarget,
  at: Date,
  projections: readonly Projection[],
): Promise<RevenueAt> {
  const started = performance.now();
  const scratch = scratchSchemaFor(target.readSchema, 'revenue_at');
  const sums = eventSums();
  try {
    const replay = await replayInto({
      store: target.store,
      pool: target.pool,
      root: target.root,
      schema: scratch,
      projections,
      recordedUpTo: at,
      observe: sums.observe,
      log: { warn: (m) => console.error(m), error: (m) => console.error(m) },
    });
    const cinemas = await cinemaFigures(target, scratch);
    const cities = await cityFigures(target, scratch, cinemas);
    const admins = group(cinemas, (c) => [c.adminId, c.adminName]);
    const total = cinemas.reduce(
      (t, c) => ({
        paise: t.paise + c.paise,
        bookings: t.bookings + c.bookings,
        refundPaise: t.refundPaise + c.refundPaise,
      }),
      { paise: 0, bookings: 0, refundPaise: 0 },
    );
    return {
      at,
      events: replay.events,
      position: replay.position,
      seconds: (performance.now() - started) / 1000,
      total,
      cities,
      cinemas,
      admins,
      fromEvents: sums.total(),
    };
  } finally {
    await dropSchema(target.root, scratch);
  }
}

type CinemaRow = CinemaFigure & { cityId: string; adminId: string };

async function cinemaFigures(target: AuditTarget, scratch: string): Promise<CinemaRow[]> {
  const t = (table: string) => sql.id(scratch, table);
  const { rows } = await sql<{
    cinema_id: string;
    cinema_name: string;
    city_id: string;
    city_name: string;
    admin_id: string;
    admin_name: string | null;
    admin_email: string | null;
    paise: string | null;
    n: string | null;
    refund_paise: string | null;
  }>`with counted as (
      select b.cinema_id, sum(b.amount_paise) as paise, count(*) as n
      from ${t('revenue_bookings')} b
      where not exists (select 1 from ${t('revenue_refunds')} f where f.order_id = b.order_id)
      group by b.cinema_id),
    refunded as (
      select r.cinema_id, sum(r.amount_paise) as paise
      from ${t('revenue_booking_refunds')} r
      group by r.cinema_id)
    select c.cinema_id, c.cinema_name, c.city_id, coalesce(y.city_name, c.city_name) as city_name,
      c.admin_id, a.user_name as admin_name, a.email as admin_email, counted.paise::text as paise, counted.n::text as n,
      refunded.paise::text as refund_paise
    from ${t('cinemas')} c
    left join counted on counted.cinema_id = c.cinema_id
    left join refunded on refunded.cinema_id = c.cinema_id
    left join ${t('cities')} y on y.city_id = c.city_id
    left join ${t('accounts')} a on a.account_id = c.admin_id
    order by 4, c.cinema_name, c.cinema_id`.execute(target.root);
  return rows.map((r) => ({
    id: r.cinema_id,
    name: r.cinema_name,
    cityId: r.city_id,
    cityName: r.city_name,
    adminId: r.admin_id,
    adminName: r.admin_name === null ? r.admin_id : `${r.admin_name} <${r.admin_email}>`,
    paise: Number(r.paise ?? 0) - Number(r.refund_paise ?? 0),
    bookings: Number(r.n ?? 0),
    refundPaise: Number(r.refund_paise ?? 0),
    cinemas: 1,
  }));
}

/** Every city the product lists (featured first, then by name), at ₹0 when nothing was sold there. */
async function cityFigures(target: AuditTarget, scratch: string, cinemas: CinemaRow[]): Promise<Figure[]> {
  const { rows } = await sql<{ city_id: string; city_name: string }>`select city_id, city_name
    from ${sql.id(scratch, 'cities')} order by featured desc, city_name, city_id`.execute(target.root);
  const byCity = new Map(group(cinemas, (c) => [c.cityId, c.cityName]).map((f) => [f.id, f]));
  const listed = rows.map(
    (r) =>
      byCity.get(r.city_id) ?? {
        id: r.city_id,
        name: r.city_name,
        paise: 0,
        bookings: 0,
        refundPaise: 0,
        cinemas: 0,
      },
  );
  // A cinema whose city is not in the cities read model still counts (shown by its own city name).
  return [...listed, ...[...byCity.values()].filter((f) => !rows.some((r) => r.city_id === f.id))];
}

function group(cinemas: CinemaRow[], by: (c: CinemaRow) => [string, string]): Figure[] {
  const groups = new Map<string, Figure>();
  for (const c of cinemas) {
    const [id, name] = by(c);
    const g = groups.get(id) ?? { id, name, paise: 0, bookings: 0, refundPaise: 0, cinemas: 0 };
    groups.set(id, {
      ...g,
      paise: g.paise + c.paise,
      bookings: g.bookings + c.bookings,
      refundPaise: g.refundPaise + c.refundPaise,
      cinemas: g.cinemas + 1,
    });
  }
  return [...groups.values()];
}

/**
 * Confirmed bookings summed from the events themselves, leaving out orders whose money went back
 * (never booked), less the refunds of cancelled shows' bookings.
 */
function eventSums() {
  const booked = new Map<string, { orderId: string; paise: number }>();
  const refunded = new Set<string>();
  const cancelRefunds = new Map<string, number>();
  return {
    observe(batch: readonly RecordedEvent[]) {
      for (const recorded of batch) {
        const event = (() => {
          try {
            return parseStoredEvent(recorded);
          } catch {
            return null; // parked by the replay too
          }
        })();
        if (event?.type === 'SeatsBooked')
          booked.set(event.data.bookingId, { orderId: event.data.orderId, paise: event.data.totalPaise });
        if (event?.type === 'PaymentRefunded') refunded.add(event.data.orderId);
        if (event?.type === 'BookingRefunded')
          cancelRefunds.set(event.data.bookingId, event.data.amountPaise);
        if (event?.type === 'PaymentSettled' && event.data.outcome === 'refund')
          refunded.add(event.data.orderId);
      }
    },
    total() {
      const counted = [...booked.values()].filter((b) => !refunded.has(b.orderId));
      const refundPaise = [...cancelRefunds.values()].reduce((sum, paise) => sum + paise, 0);
      const sales = counted.reduce((sum, b) => sum + b.paise, 0);
      return { paise: sales - refundPaise, bookings: counted.length, refundPaise };
    },
  };
}

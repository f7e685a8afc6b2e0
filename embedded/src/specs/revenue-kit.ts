// Helpers of the revenue specs: the figures the event history says, computed without the read models.
import {
  cinemaIdOf,
  comparePositions,
  indianDate,
  parseStoredEvent,
  type DomainEvent,
  type Position,
} from '@cinema/contracts';
import type { EventStore } from '@cinema/event-store';
import { waitFor } from '@cinema/event-store/testing';
import { readCheckpoint } from '@cinema/projector';
import type { ReadDatabase } from '@cinema/projector/db';
import { postgresHeadPosition } from '@cinema/read-api';
import type { Kysely } from 'kysely';
import type { TestSystem } from '../testing/index.ts';

type Recorded = DomainEvent & { position: Position };

/**
 * Waits (up to a minute) until the projector has applied every event committed so far. On a
 * shared cluster another process's long transaction holds delivery back (for the projector and
 * for readAll alike), longer than a query's read-your-writes wait: the figures are then checked
 * against a history that is not the whole one. The head is read from the events table itself.
 */
export async function projectedUpToHead(system: TestSystem): Promise<Position> {
  const head = await postgresHeadPosition(system.db, system.schemas.events)();
  await waitFor(async () => comparePositions(await readCheckpoint(system.db, 'main'), head) >= 0, {
    message: `the projector at the store's head ${head}`,
    timeoutMs: 60_000,
  });
  return head;
}

/** Every event of the store in order (parsed), read page by page. */
export async function readHistory(store: EventStore, from: Position = '0:0'): Promise<Recorded[]> {
  const events: Recorded[] = [];
  for (let cursor = from; ;) {
    const page = await store.readAll(cursor, 2000);
    for (const recorded of page) {
      const event = parseStoredEvent(recorded);
      if (event) events.push({ ...event, position: recorded.position });
    }
    if (page.length < 2000) return events;
    cursor = page.at(-1)!.position;
  }
}

export interface SoldBooking {
  cinemaId: string;
  cityId: string;
  adminId: string;
  paise: number;
  date: string;
  /** Where it was sold: online, or at the counter. */
  channel: 'online' | 'counter';
}

/** A booking given back because the cinema cancelled its screening (BookingRefunded), on its day. */
export type RefundedBooking = SoldBooking;

/**
 * What the history says up to `upTo`: the cities, the cinemas (city and admin), every booking
 * that counts as a sale (a SeatsBooked whose payment order was not given back: settled as a refund
 * or refunded), and every refund of a cancelled screening's booking (BookingRefunded: online
 * through the gateway, a counter sale at the counter), dated the day it went back.
 */
export function revenueFromHistory(history: readonly Recorded[], upTo: Position) {
  const cities = new Map<string, string>();
  const cinemas = new Map<string, { cityId: string; adminId: string }>();
  const booked: (EventOfType<'SeatsBooked'> & { position: Position })[] = [];
  const refunded = new Set<string>();
  const cancelRefunds: EventOfType<'BookingRefunded'>[] = [];
  for (const event of history) {
    if (comparePositions(event.position, upTo) > 0) break;
    if (event.type === 'CityAdded') cities.set(event.data.cityId, event.data.cityName);
    if (event.type === 'CinemaAdded')
      cinemas.set(event.data.cinemaId, { cityId: event.data.cityId, adminId: event.data.adminId });
    if (event.type === 'SeatsBooked') booked.push(event);
    if (event.type === 'PaymentRefunded') refunded.add(event.data.orderId);
    if (event.type === 'PaymentSettled' && event.data.outcome === 'refund') refunded.add(event.data.orderId);
    if (event.type === 'BookingRefunded') cancelRefunds.push(event);
  }
  const sold: SoldBooking[] = booked
    .filter((b) => !refunded.has(b.data.orderId))
    .map((b) => {
      const cinemaId = cinemaIdOf(b.data.screeningId);
      const cinema = cinemas.get(cinemaId)!;
      return {
        cinemaId,
        ...cinema,
        paise: b.data.totalPaise,
        date: indianDate(new Date(b.data.bookedAt)),
        channel: b.data.channel ?? 'online',
      };
    });
  const refundedBookings = booked.filter((b) => refunded.has(b.data.orderId)).length;
  const refunds: RefundedBooking[] = cancelRefunds.map((r) => {
    const cinemaId = cinemaIdOf(r.data.screeningId);
    return {
      cinemaId,
      ...cinemas.get(cinemaId)!,
      paise: r.data.amountPaise,
      date: indianDate(new Date(r.data.refundedAt)),
      channel: r.data.channel ?? 'online',
    };
  });
  return { cities, cinemas, sold, refunds, refundedBookings, seatsBooked: booked.length };
}

/** Sales and refunds of a date range (Indian days, both included): sales by booking, refunds by refund day. */
export function inRange(f: HistoryFigures, range: { from?: string; to?: string }): HistoryFigures {
  const within = (b: SoldBooking) =>
    (range.from === undefined || b.date >= range.from) && (range.to === undefined || b.date <= range.to);
  return { ...f, sold: f.sold.filter(within), refunds: f.refunds.filter(within) };
}

/** Net paise per Indian calendar day: sales on the day booked less refunds on the day given back (zero days left out). */
export function netPerDay(sold: readonly SoldBooking[], refunds: readonly RefundedBooking[]) {
  const days: Record<string, number> = {};
  for (const b of sold) days[b.date] = (days[b.date] ?? 0) + b.paise;
  for (const r of refunds) days[r.date] = (days[r.date] ?? 0) - r.paise;
  return Object.fromEntries(Object.entries(days).filter(([, paise]) => paise !== 0));
}
type EventOfType<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>;
export type HistoryFigures = ReturnType<typeof revenueFromHistory>;

export const paiseOf = (sold: readonly SoldBooking[]) => sold.reduce((sum, b) => sum + b.paise, 0);

/** Paise per Indian calendar day, days with sales only. */
export function perDay(sold: readonly SoldBooking[]): Record<string, number> {
  const days: Record<string, number> = {};
  for (const b of sold) days[b.date] = (days[b.date] ?? 0) + b.paise;
  return days;
}

/** The same from an answer's series (zero days left out). */
export const seriesPerDay = (series: { date: string; revenuePaise: number }[]) =>
  Object.fromEntries(series.filter((d) => d.revenuePaise !== 0).map((d) => [d.date, d.revenuePaise]));

/** The revenue read model's tables and the ones its queries join, row for row. */
export async function revenueTables(db: Kysely<ReadDatabase>) {
  return {
    bookings: await db.selectFrom('revenue_bookings').selectAll().orderBy('booking_id').execute(),
    refunds: await db.selectFrom('revenue_refunds').selectAll().orderBy('order_id').execute(),
    bookingRefunds: await db
      .selectFrom('revenue_booking_refunds')
      .selectAll()
      .orderBy('booking_id')
      .execute(),
    cinemas: await db.selectFrom('cinemas').selectAll().orderBy('cinema_id').execute(),
    cities: await db.selectFrom('cities').selectAll().orderBy('city_id').execute(),
    accounts: await db.selectFrom('accounts').selectAll().orderBy('account_id').execute(),
  };
}

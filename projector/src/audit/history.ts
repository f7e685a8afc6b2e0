import { eventActor, splitSeatId } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { sql } from 'kysely';
import type { AuditTarget } from './audit-target.ts';
import { payloadOf } from './print-events.ts';

/*
 * Event histories for auditors: one stream in order, the streams whose id starts with a prefix,
 * every event that touched one seat (who held it, who released it, who sold it and the payment
 * behind it) and every event of one booking.
 */

export interface StreamSummary {
  streamId: string;
  events: number;
  first: Date;
  last: Date;
  lastType: string;
}

export class NeedsPostgresEventsError extends Error {
  constructor(what: string) {
    super(`${what} searches the PostgreSQL events table; with EventStoreDB name the stream instead.`);
    this.name = 'NeedsPostgresEventsError';
  }
}

export async function listStreams(
  target: AuditTarget,
  prefix: string,
  limit = 500,
): Promise<StreamSummary[]> {
  if (!target.eventsTable) throw new NeedsPostgresEventsError('--list');
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{
    stream_id: string;
    events: number;
    first: Date | string;
    last: Date | string;
    last_type: string;
  }>`select stream_id, count(*)::int as events, min(recorded_at) as first, max(recorded_at) as last,
      (array_agg(type order by stream_revision desc))[1] as last_type
    from ${sql.raw(target.eventsTable)} where stream_id like ${pattern}
    group by stream_id order by stream_id limit ${limit}`.execute(target.root);
  return rows.map((r) => ({
    streamId: r.stream_id,
    events: r.events,
    first: new Date(r.first),
    last: new Date(r.last),
    lastType: r.last_type,
  }));
}

export interface Related {
  /** The streams read, each with the events of it that matter, in order. */
  streams: Array<{ streamId: string; events: RecordedEvent[] }>;
  /** One line on where things stand. */
  verdict: string;
}

type Data = Record<string, unknown>;
const dataOf = (e: RecordedEvent) => (payloadOf(e) ?? {}) as Data;
const seatNumbersOf = (e: RecordedEvent): string[] => {
  const seats = dataOf(e).seats;
  if (!Array.isArray(seats)) return [];
  return seats.map((s: unknown) =>
    typeof s === 'string' ? s : String((s as { seatNumber?: unknown }).seatNumber ?? ''),
  );
};

/** Every event that touched one seat (`<screeningId>.<seatNumber>`), and the payments that sold it. */
export async function seatHistory(target: AuditTarget, seatId: string): Promise<Related> {
  const seat = splitSeatId(seatId);
  if (!seat) throw new Error(`${seatId} is not a seat id (<cinemaId>.<showUuid>.<YYYY-MM-DD>.<V1|B3|R12>).`);
  const streamId = `screening-${seat.screeningId}`;
  const events = await target.store.readStream(streamId);
  if (events.length === 0) throw new Error(`No events in ${streamId}: no seat of it was ever held or sold.`);
  const holds = new Set<string>();
  const bookings = new Set<string>();
  const touched = events.filter((e) => {
    const d = dataOf(e);
    const hasSeat = seatNumbersOf(e).includes(seat.seatNumber);
    if (hasSeat && typeof d.holdId === 'string') holds.add(d.holdId);
    if (hasSeat && e.type === 'SeatsBooked') bookings.add(String(d.bookingId));
    if (hasSeat) return true;
    if (e.type === 'HoldExtended') return holds.has(String(d.holdId));
    if (e.type === 'TicketAdmitted') return bookings.has(String(d.bookingId));
    return false;
  });
  const sold = touched.filter((e) => e.type === 'SeatsBooked');
  const streams = [{ streamId, events: touched }, ...(await paymentStreams(target, sold))];
  const last = touched.at(-1);
  const verdict = !last
    ? `Seat ${seat.seatNumber} was never held or sold.`
    : sold.length > 0
      ? sold.map((e) => soldLine(seat.seatNumber, e, streams)).join('\n')
      : `Seat ${seat.seatNumber} is not sold; last ${last.type} at ${last.recordedAt.toISOString()}.`;
  return { streams, verdict };
}

/** The events of one booking: its hold, the booking, the door, and its payment order's stream. */
export async function bookingHistory(target: AuditTarget, bookingId: string): Promise<Related> {
  if (!target.eventsTable) throw new NeedsPostgresEventsError('--booking');
  const { rows } = await sql<{ stream_id: string }>`select stream_id from ${sql.raw(target.eventsTable)}
    where type = 'SeatsBooked' and data->>'bookingId' = ${bookingId} limit 1`.execute(target.root);
  const streamId = rows[0]?.stream_id;
  if (!streamId) throw new Error(`No SeatsBooked event has booking id ${bookingId}.`);
  const events = await target.store.readStream(streamId);
  const booked = events.find((e) => e.type === 'SeatsBooked' && dataOf(e).bookingId === bookingId)!;
  const holdId = dataOf(booked).holdId;
  const mine = events.filter((e) => {
    const d = dataOf(e);
    return d.bookingId === bookingId || (holdId !== null && d.holdId === holdId);
  });
  const streams = [{ streamId, events: mine }, ...(await paymentStreams(target, [booked]))];
  const seats = seatNumbersOf(booked);
  return { streams, verdict: seats.map((s) => soldLine(s, booked, streams)).join('\n') };
}

async function paymentStreams(target: AuditTarget, booked: RecordedEvent[]) {
  const orders = [...new Set(booked.map((e) => String(dataOf(e).orderId)))];
  return Promise.all(
    orders.map(async (orderId) => ({
      streamId: `payment-${orderId}`,
      events: await target.store.readStream(`payment-${orderId}`),
    })),
  );
}

function soldLine(seatNumber: string, booked: RecordedEvent, streams: Related['streams']): string {
  const d = dataOf(booked);
  const payment = streams.find((s) => s.streamId === `payment-${String(d.orderId)}`)?.events ?? [];
  const captured = payment.find((e) => e.type === 'PaymentCaptured');
  const how = captured
    ? `; payment ${String(d.paymentId)} captured via ${String(dataOf(captured).via)} by ${actorOf(captured)}`
    : '';
  return (
    `Seat ${seatNumber} sold at ${booked.recordedAt.toISOString()} to account ${String(d.accountId)} ` +
    `(booking ${String(d.bookingId)}, order ${String(d.orderId)}, recorded by ${actorOf(booked)}${how})`
  );
}

export const actorOf = (e: RecordedEvent) => eventActor(e) ?? '(not recorded)';

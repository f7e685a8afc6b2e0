/*
 * bench:outbox's `bookings` phases: closed-loop clients make real paid bookings over HTTP
 * (outbox-bookings.ts) while the product's booking-mail reactor and outbox sender mail each
 * confirmation, to a fresh development outbox folder or over pooled SMTP. Sampled each second:
 * bookings committed (SeatsBooked) and not mailed yet. Delay = the mail's `done_at` − its
 * SeatsBooked's `recorded_at` (and − the outbox row's `created_at`).
 */
import { cpus } from 'node:os';
import pg from 'pg';
import { POSITION_HEADER } from '@cinema/contracts';
import { cpuMeter, perRequest } from './cpu-meter.ts';
import type { ForkedChild } from './fork-child.ts';
import { bookingJourneys, type JourneyRun } from './outbox-bookings.ts';
import type { MailFiles, OutboxQuestion, OutboxReady } from './outbox-child.ts';
import type { PhaseResult, sampling } from './outbox-sampling.ts';
import { ms, num, table } from './stats.ts';

export interface BookingPhaseContext {
  child: ForkedChild<OutboxReady>;
  sample: ReturnType<typeof sampling>;
  /** The parent's SMTP server's counters. */
  smtp: { received: number; ids: Set<string> };
  connections: number;
  seconds: number;
  seatsPerBooking: number;
  /** Seconds of bookings (their mails to a folder of their own) before the measured ones. */
  warmupSeconds: number;
  /** The next booking's number (each phase goes on from the one before). */
  nextBooking: number;
}

export interface BookingPhaseResult extends PhaseResult {
  journeys: JourneyRun;
  fromCreated: { p50: number; p99: number };
  /** The mails as the receiver saw them: messages (files) and distinct Message-IDs. */
  received: { messages: number; ids: number };
  booked: number;
}

export async function bookingsPhase(
  ctx: BookingPhaseContext,
  via: 'outbox' | 'smtp',
): Promise<BookingPhaseResult> {
  const { child, sample, smtp } = ctx;
  const r = child.ready;
  const wf = pg.escapeIdentifier(r.workflowSchema);
  const events = `${pg.escapeIdentifier(r.schemas[0]!)}.events`;
  const folder = `bookings-${via}`;
  const plan = (first: number) => ({
    origin: r.origin,
    screenings: r.spread,
    seatNumbers: r.seatNumbers,
    tokens: r.tokens,
    seats: ctx.seatsPerBooking,
    // The releases phase held the first seats of each screening; these take them from the last.
    reserved: 300,
    first,
  });
  // The booking mails of bookings whose SeatsBooked came after `pos` (the booking id joins them).
  const mailsOf = (pos: string) =>
    `${events} e LEFT JOIN ${wf}.workflow_outbox o
       ON o.kind = 'booking-mail' AND o.payload->>'bookingId' = e.data->>'bookingId'
     WHERE e.global_position > ${pos} AND e.type = 'SeatsBooked'`;
  const progress = async (pos: string) => {
    const s = await sample.one<{ booked: string; written: string; done: string }>(
      `SELECT count(*) AS booked, count(o.id) AS written, count(*) FILTER (WHERE o.status <> 'pending') AS done
         FROM ${mailsOf(pos)}`,
    );
    return { booked: Number(s.booked), written: Number(s.written), done: Number(s.done) };
  };
  const head = async () =>
    (
      await sample.one<{ pos: string }>(
        `SELECT coalesce(max(global_position), 0)::text AS pos FROM ${events}`,
      )
    ).pos;

  // The projector done with the seeding first: catching up on thousands of viewers, its batch
  // transactions hold back every subscriber's events (the booking-mail reactor's too) for seconds.
  const caughtUp = await readSideHas(r.origin, r.seededPosition);
  if (!caughtUp) console.log('warning: the read side had not caught up with the seeding after 120 s');

  // A warm system, as in production: the first mails load and compile their modules. Their mails
  // go to a folder of their own and are all done before the measured bookings start.
  if (ctx.warmupSeconds > 0) {
    await child.ask<string>({ type: 'mailer', via, folder: `${folder}-warmup` } satisfies OutboxQuestion);
    const warmFrom = await head();
    const warm = await bookingJourneys(plan(ctx.nextBooking), ctx.connections, ctx.warmupSeconds);
    ctx.nextBooking = warm.next;
    for (let i = 0; i < 600; i++) {
      const p = await progress(warmFrom);
      if (p.booked >= warm.bookings && p.done >= p.booked) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await child.ask<boolean>({ type: 'quiet' } satisfies OutboxQuestion);
  }
  await child.ask<string>({ type: 'mailer', via, folder } satisfies OutboxQuestion);
  const pos = Number(await head());
  const smtpBefore = { received: smtp.received, ids: smtp.ids.size };
  const meter = cpuMeter(child.pid);
  const before = await meter();
  const from = Date.now();
  let loadEnds = Number.POSITIVE_INFINITY;
  let bookings = Number.POSITIVE_INFINITY;
  const load = bookingJourneys(plan(ctx.nextBooking), ctx.connections, ctx.seconds).then((run) => {
    loadEnds = Date.now();
    bookings = run.bookings;
    ctx.nextBooking = run.next;
    return run;
  });
  const samples = await sample.watch(
    () => bookings,
    from,
    () => loadEnds,
    async () => {
      const p = await progress(String(pos));
      return { backlog: p.booked - p.done, unwritten: p.booked - p.written, done: p.done };
    },
  );
  const journeys = await load;
  const after = await meter();
  const sent = `${mailsOf(String(pos))} AND o.status = 'sent'`;
  const d = await sample.delays(`o.done_at - e.recorded_at`, sent, []);
  const created = await sample.delays(`o.done_at - o.created_at`, sent, []);
  const booked = { n: String((await progress(String(pos))).booked) };
  const files =
    via === 'outbox'
      ? await child.ask<MailFiles>({ type: 'mailFiles', folder } satisfies OutboxQuestion)
      : { files: smtp.received - smtpBefore.received, messageIds: smtp.ids.size - smtpBefore.ids };
  const j = journeys;
  const perSecond = j.bookings / j.wallSeconds;
  return {
    name: `paid bookings → mails, ${via === 'outbox' ? 'development outbox' : 'pooled SMTP'}`,
    offered: perSecond,
    expected: Number(booked.n),
    done: d.n,
    notDone: Number(booked.n) - d.n,
    perSecond: d.n / (samples.length || 1),
    p50: d.p50,
    p99: d.p99,
    max: d.max,
    samples,
    cpu: perRequest(before, after, Math.max(1, j.bookings), cpus().length),
    extra:
      `${num(j.bookings)} paid bookings in ${num(j.wallSeconds)} s = ${num(perSecond)}/s ` +
      `(${num(j.holds / j.wallSeconds)} holds/s; ${j.connections} clients, ${ctx.seatsPerBooking} seats each); ` +
      `booking p50 ${ms(j.p50)}, p99 ${ms(j.p99)}, max ${ms(j.max)}; mail from outbox row p50 ` +
      `${ms(created.p50)}, p99 ${ms(created.p99)}; the receiver got ${num(files.files)} messages, ` +
      `${num(files.messageIds)} distinct Message-IDs`,
    journeys,
    fromCreated: created,
    received: { messages: files.files, ids: files.messageIds },
    booked: Number(booked.n),
  };
}

/** Waits (up to 120 s) until a query carrying `position` is answered fresh by the read side. */
async function readSideHas(origin: string, position: string): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/v1/cinema/getCities`, {
      headers: { [POSITION_HEADER]: position },
    });
    await response.arrayBuffer();
    if (response.ok && response.headers.get('x-read-model-stale') !== 'true') return true;
  }
  return false;
}

/** The lines only the bookings phases print: the clients' side. */
export function journeyLines(p: BookingPhaseResult): string[] {
  const j = p.journeys;
  const lines = [
    `answers: ${JSON.stringify(j.statuses)}${j.brokenConnections ? `; ${j.brokenConnections} connections failed` : ''}`,
    `paid bookings each second: ${j.perSecond.join(' ')}`,
    `each step's answer p50 / p99: ${Object.entries(j.steps)
      .map(([name, t]) => `${name} ${ms(t.p50)} / ${ms(t.p99)}`)
      .join(', ')}`,
  ];
  if (j.refusals.length) lines.push(`first refusals:\n  ${j.refusals.join('\n  ')}`);
  if (j.seatsRanOut) lines.push('the seats ran out before the time did: fewer seconds of load than asked');
  return lines;
}

/** The bookings phases side by side: the figures the goal is about. */
export function bookingsTable(results: readonly BookingPhaseResult[], seconds: number): string {
  return table(
    [
      'Mails of paid bookings',
      'bookings/s (holds/s)',
      'booking p50 / p99',
      'mail delay from booking p50 / p99 / max',
      'backlog max (mid-load → end of load)',
      'mails / bookings',
      'Message-IDs / messages',
      'CPU µs per booking (system / PG / bench)',
    ],
    results.map((p) => {
      const j = p.journeys;
      const load = p.samples.slice(0, Math.ceil(j.wallSeconds));
      const c = p.cpu;
      return [
        p.name.replace('paid bookings → mails, ', ''),
        `${num(p.offered)} (${num(j.holds / j.wallSeconds)})`,
        `${ms(j.p50)} / ${ms(j.p99)}`,
        `${ms(p.p50)} / ${ms(p.p99)} / ${ms(p.max)}`,
        `${num(Math.max(0, ...p.samples.map((s) => s.backlog)))} (${num(load[Math.floor(seconds / 2)]?.backlog)} → ${num(load.at(-1)?.backlog)})`,
        `${num(p.done)} / ${num(j.bookings)}`,
        `${num(p.received.ids)} / ${num(p.received.messages)}`,
        c ? `${num(c.server)} / ${num(c.postgres)} / ${num(c.loadGenerator)} = ${num(c.total)}` : 'n/a',
      ];
    }),
  );
}

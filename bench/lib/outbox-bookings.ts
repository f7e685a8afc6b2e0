/*
 * Paid bookings as closed-loop clients make them, for bench:outbox's `bookings` phases: each
 * connection books, waits for the answer and books again, through the product's HTTP API and the
 * same four requests the seat page and the sandbox checkout send (payment-test-kit's `book`):
 * reserveSeats → capturePayment (the order) → sandbox/pay → verifyPayment. Booking n goes to
 * screening n mod S and takes its next free seats counted from the last seat down (the releases
 * phase held from the first seat up), by viewer n mod V; on raw keep-alive sockets (raw-http), so
 * the load generator's own CPU stays small beside the server's.
 */
import { seatIdFor } from '@cinema/contracts';
import { openRawConnections, type RawAnswer } from './raw-http.ts';
import { percentile } from './stats.ts';

export interface JourneyPlan {
  origin: string;
  screenings: readonly string[];
  seatNumbers: readonly string[];
  tokens: readonly string[];
  /** Seats per booking. */
  seats: number;
  /** Seats of each screening left alone at its start (taken by earlier phases). */
  reserved: number;
  /** The first booking's number: booking numbers (and so seats) are never used twice. */
  first: number;
}

export interface JourneyRun {
  connections: number;
  seconds: number;
  /** Journeys started, holds answered 200, bookings verified 'booked'. */
  started: number;
  /** The next run's `first`. */
  next: number;
  holds: number;
  bookings: number;
  /** Each step's answers by status ("reserveSeats 200": 1234, "verifyPayment 409": 1, …). */
  statuses: Record<string, number>;
  /** First answers that were not 2xx, to read why. */
  refusals: string[];
  /** Booking latency, the hold's send to the verify's answer (ms). */
  p50: number;
  p99: number;
  max: number;
  /** Each step's answer time p50 / p99 (ms), for where a booking's time goes. */
  steps: Record<string, { p50: number; p99: number }>;
  /** Bookings verified in each second of the load. */
  perSecond: number[];
  /** From the first hold sent to the last answer (s). */
  wallSeconds: number;
  /** The seats ran out before the time did. */
  seatsRanOut: boolean;
  /** Clients whose connection failed (they stop). */
  brokenConnections: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Runs `connections` booking clients for `seconds`; resolves once every journey in flight ended. */
export async function bookingJourneys(
  plan: JourneyPlan,
  connections: number,
  seconds: number,
): Promise<JourneyRun> {
  const raw = await openRawConnections(plan.origin, connections, { method: 'GET', path: '/healthz' });
  const S = plan.screenings.length;
  const slots = Math.floor((plan.seatNumbers.length - plan.reserved) / plan.seats) * S;
  const run: JourneyRun = {
    connections,
    seconds,
    started: 0,
    next: plan.first,
    holds: 0,
    bookings: 0,
    statuses: {},
    refusals: [],
    p50: Number.NaN,
    p99: Number.NaN,
    max: Number.NaN,
    steps: {},
    perSecond: [],
    wallSeconds: 0,
    seatsRanOut: false,
    brokenConnections: 0,
  };
  const latencies: number[] = [];
  const stepTimes: Record<string, number[]> = {};
  const start = performance.now();
  const end = start + seconds * 1000;
  let next = plan.first;

  const client = async (index: number) => {
    const connection = raw.connections[index]!;
    const step = async (name: string, path: string, token: string, body: unknown) => {
      const answer: RawAnswer = await connection.send(
        raw.request({
          method: 'POST',
          path: `/api/v1${path}`,
          headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }),
      );
      if (answer.status === 0) throw new Error('connection failed');
      (stepTimes[name] ??= []).push(answer.answeredAt - answer.sentAt);
      const key = `${name} ${answer.status}`;
      run.statuses[key] = (run.statuses[key] ?? 0) + 1;
      const text = answer.body.toString('utf8');
      if (answer.status !== 200) {
        if (run.refusals.length < 5) run.refusals.push(`${key}: ${text.slice(0, 300)}`);
        return undefined;
      }
      return (JSON.parse(text) as { data: Record<string, unknown> }).data;
    };
    while (performance.now() < end) {
      const n = next++;
      if (n >= slots) {
        run.seatsRanOut = true;
        return;
      }
      run.started++;
      const screeningId = plan.screenings[n % S]!;
      const slot = Math.floor(n / S);
      const seatIds = Array.from({ length: plan.seats }, (_, k) =>
        seatIdFor(screeningId, plan.seatNumbers[plan.seatNumbers.length - 1 - (slot * plan.seats + k)]!),
      );
      const token = plan.tokens[n % plan.tokens.length]!;
      const sentAt = performance.now();
      if (!(await step('reserveSeats', '/show/reserveSeats', token, { seatIds }))) continue;
      run.holds++;
      const order = await step('capturePayment', '/payment/capturePayment', token, {
        showId: screeningId,
        seatsBook: seatIds,
      });
      if (!order) continue;
      const paid = await step('sandboxPay', '/payment/sandbox/pay', token, {
        orderId: order.id,
        outcome: 'success',
      });
      if (!paid) continue;
      const { status: _captured, ...checkout } = paid;
      const verified = await step('verifyPayment', '/payment/verifyPayment', token, checkout);
      if (verified?.outcome !== 'booked') continue;
      const at = performance.now();
      run.bookings++;
      latencies.push(at - sentAt);
      const second = Math.floor((at - start) / 1000);
      run.perSecond[second] = (run.perSecond[second] ?? 0) + 1;
    }
  };
  try {
    await Promise.all(
      raw.connections.map((_, i) =>
        client(i).catch(() => {
          run.brokenConnections++;
        }),
      ),
    );
    run.wallSeconds = (performance.now() - start) / 1000;
    run.next = next;
  } finally {
    raw.close();
  }
  for (const [name, times] of Object.entries(stepTimes))
    run.steps[name] = { p50: percentile(times, 50), p99: percentile(times, 99) };
  run.p50 = percentile(latencies, 50);
  run.p99 = percentile(latencies, 99);
  run.max = Math.max(...latencies);
  run.perSecond = Array.from(run.perSecond, (v) => v ?? 0);
  return run;
}

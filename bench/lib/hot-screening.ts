/*
 * One hot screening: every viewer asks for 1 to 4 random seats of the same screening at the same
 * moment, each on a connection of their own (opened beforehand, so the burst measures the holds and
 * not 1,000 TCP handshakes against the listen backlog; raw sockets, so it does not measure Node's
 * http client either). Then the answers are checked against the
 * screening's event stream: no seat held twice, no conflict without a real taker.
 */
import { availableParallelism } from 'node:os';
import { seatIdFor } from '@cinema/contracts';
import type { RecordedHold } from './booking-child.ts';
import { perRequest, type CpuPerRequest, type CpuUse } from './cpu-meter.ts';
import { openRawConnections } from './raw-http.ts';
import { summarize, type LatencySummary } from './stats.ts';

export interface HotFigures {
  requests: number;
  /** Answered 200 or 409, per second from the first send to the last answer. */
  decidedPerSecond: number;
  wallSeconds: number;
  latency: LatencySummary;
  ok: number;
  conflicts: number;
  /** Answers that are neither 200 nor 409, and requests that failed outright. */
  other: Record<string, number>;
  /** 409s none of whose seats ended up held by someone else. */
  spuriousConflicts: number;
  /** Seats in two winners' answers, or in two live holds of the stream. */
  soldTwice: number;
  seatsHeld: number;
  /** Holds the stream records vs 200 answers (must match). */
  recordedHolds: number;
  /** CPU per request from the first send to the last answer, when a meter was given. */
  cpu?: CpuPerRequest;
}

/** A small deterministic PRNG (mulberry32), so every run asks for the same seats. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomAsks(viewers: number, seatNumbers: readonly string[], seed = 10): string[][] {
  const next = random(seed);
  return Array.from({ length: viewers }, () => {
    const wanted = 1 + Math.floor(next() * 4);
    const seats = new Set<string>();
    while (seats.size < wanted) seats.add(seatNumbers[Math.floor(next() * seatNumbers.length)]!);
    return [...seats];
  });
}

export async function hotScreening(
  origin: string,
  screeningId: string,
  asks: readonly string[][],
  viewers: { tokens: readonly string[]; accountIds: readonly string[] },
  readHolds: () => Promise<RecordedHold[]>,
  cpu?: () => Promise<CpuUse>,
): Promise<HotFigures> {
  const open = await openRawConnections(origin, asks.length, { method: 'GET', path: '/healthz' });
  try {
    const requests = asks.map((seats, i) =>
      open.request({
        method: 'POST',
        path: '/api/v1/show/reserveSeats',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${viewers.tokens[i]}` },
        body: JSON.stringify({ seatIds: seats.map((s) => seatIdFor(screeningId, s)) }),
      }),
    );
    const before = await cpu?.();
    const started = performance.now();
    const answers = await Promise.all(requests.map((request, i) => open.connections[i]!.send(request)));
    const wallSeconds = (Math.max(...answers.map((a) => a.answeredAt)) - started) / 1000;
    const after = await cpu?.();

    const winners = new Map<string, number>();
    let soldTwice = 0;
    answers.forEach((a, i) => {
      if (a.status !== 200) return;
      for (const seat of asks[i]!) {
        if (winners.has(seat)) soldTwice++;
        winners.set(seat, i);
      }
    });
    // The truth is the stream: who holds which seat once every request was decided.
    const holds = await readHolds();
    const holder = new Map<string, string>();
    let twiceInStream = 0;
    for (const hold of holds.filter((h) => !h.released)) {
      for (const seat of hold.seats) {
        if (holder.has(seat)) twiceInStream++;
        holder.set(seat, hold.accountId);
      }
    }
    let spuriousConflicts = 0;
    const other: Record<string, number> = {};
    answers.forEach((a, i) => {
      if (a.status === 409) {
        const me = viewers.accountIds[i];
        const taken = asks[i]!.some((seat) => holder.has(seat) && holder.get(seat) !== me);
        if (!taken) spuriousConflicts++;
      } else if (a.status !== 200) {
        const key = a.status === 0 ? 'failed' : String(a.status);
        other[key] = (other[key] ?? 0) + 1;
      }
    });
    const ok = answers.filter((a) => a.status === 200).length;
    const conflicts = answers.filter((a) => a.status === 409).length;
    return {
      requests: answers.length,
      decidedPerSecond: (ok + conflicts) / wallSeconds,
      wallSeconds,
      latency: summarize(answers.map((a) => a.answeredAt - a.sentAt)),
      ok,
      conflicts,
      other,
      spuriousConflicts,
      soldTwice: Math.max(soldTwice, twiceInStream),
      seatsHeld: holder.size,
      recordedHolds: holds.length,
      cpu: before && after ? perRequest(before, after, answers.length, availableParallelism()) : undefined,
    };
  } finally {
    open.close();
  }
}

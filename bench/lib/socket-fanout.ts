/*
 * Socket fan-out: clients in processes of their own join one screening's room; the parent holds a
 * seat over HTTP and each client's `reservedSeats` push naming it is timed from the moment the
 * HTTP answer arrived (wall clock of one machine: performance.timeOrigin + now()).
 */
import { fileURLToPath } from 'node:url';
import { seatIdFor } from '@cinema/contracts';
import { forkChild } from './fork-child.ts';
import type { ClientsQuestion, ClientsReady } from './socket-clients-child.ts';
import { percentile } from './stats.ts';

export interface FanoutFigures {
  clients: number;
  processes: number;
  joined: number;
  rounds: number;
  /** Pushes received (at most joined × rounds). */
  received: number;
  /** ms from the HTTP answer to the push, over every client and round. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Median over the rounds of the first client's delay, and of last minus first arrival. */
  first: number;
  spread: number;
  /** Pushes that arrived before the HTTP answer (counted as 0 ms in the percentiles). */
  early: number;
  connectSeconds: number;
}

const wallNow = () => performance.timeOrigin + performance.now();

async function hold(origin: string, token: string, seatId: string): Promise<number> {
  const response = await fetch(`${origin}/api/v1/show/reserveSeats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ seatIds: [seatId] }),
  });
  await response.arrayBuffer();
  const answeredAt = wallNow();
  if (response.status !== 200) throw new Error(`fan-out: reserveSeats answered ${response.status}`);
  return answeredAt;
}

export async function socketFanout(
  origin: string,
  screeningId: string,
  {
    clients,
    processes,
    rounds,
    seats,
    tokens,
    listenOnly = false,
  }: {
    clients: number;
    /** Client processes the clients are shared among. */
    processes: number;
    rounds: number;
    seats: readonly string[];
    tokens: readonly string[];
    /** The clients join nothing and hear the original API's arrays of seat ids (SOCKET_BROADCAST). */
    listenOnly?: boolean;
  },
): Promise<FanoutFigures> {
  const started = performance.now();
  const children = await Promise.all(
    Array.from({ length: processes }, (_, p) =>
      forkChild<ClientsReady>(fileURLToPath(new URL('./socket-clients-child.ts', import.meta.url)), [
        origin,
        screeningId,
        String(Math.floor(clients / processes) + (p < clients % processes ? 1 : 0)),
        listenOnly ? 'listen' : 'join',
      ]),
    ),
  );
  const ask = <T>(question: ClientsQuestion) => Promise.all(children.map((c) => c.ask<T>(question)));
  try {
    const joined = children.reduce((sum, c) => sum + c.ready.joined, 0);
    const connectSeconds = (performance.now() - started) / 1000;
    const delays: number[] = [];
    const firsts: number[] = [];
    const spreads: number[] = [];
    let early = 0;
    // Round 0 warms the path (projector, relay, room) and is not counted.
    for (let round = 0; joined > 0 && round <= rounds; round++) {
      const seatId = seatIdFor(screeningId, seats[round]!);
      await ask({ type: 'expect', seatId });
      const answeredAt = await hold(origin, tokens[round]!, seatId);
      const arrivals = (await ask<number[]>({ type: 'collect', timeoutMs: 5_000 })).flat();
      if (round === 0 || arrivals.length === 0) continue;
      for (const at of arrivals) {
        if (at < answeredAt) early++;
        delays.push(Math.max(0, at - answeredAt));
      }
      firsts.push(Math.min(...arrivals) - answeredAt);
      spreads.push(Math.max(...arrivals) - Math.min(...arrivals));
    }
    return {
      clients,
      processes,
      joined,
      rounds,
      received: delays.length,
      p50: percentile(delays, 50),
      p95: percentile(delays, 95),
      p99: percentile(delays, 99),
      max: percentile(delays, 100),
      first: percentile(firsts, 50),
      spread: percentile(spreads, 50),
      early,
      connectSeconds,
    };
  } finally {
    await Promise.all(children.map((c) => c.stop()));
  }
}

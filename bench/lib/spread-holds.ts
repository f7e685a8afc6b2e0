/*
 * Load of the booking bench: autocannon against a bare Express route (the baseline) and against
 * POST /show/reserveSeats with a different viewer and seat in every request, spread over many
 * screenings so that two requests almost never want the same seat.
 */
import autocannon, { type Options, type Result } from 'autocannon';
import { availableParallelism } from 'node:os';
import { seatIdFor } from '@cinema/contracts';
import { perRequest, type CpuPerRequest, type CpuUse } from './cpu-meter.ts';

export interface LoadRun {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Socket errors and timeouts. */
  errors: number;
  /** Answers by status code ("200": 1234, "409": 2). */
  statuses: Record<string, number>;
  /** CPU per answer of the measured run, when a meter was given. */
  cpu?: CpuPerRequest;
}

export interface LoadShape {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

function figures(result: Result, shape: LoadShape): LoadRun {
  return {
    connections: shape.connections,
    seconds: shape.seconds,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.latency.totalCount,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  };
}

const JSON_POST = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };

/** A warm-up run, then the measured one, with the CPU it cost each process when `cpu` reads it. */
async function warmThenMeasure(
  options: Options,
  shape: LoadShape,
  cpu?: () => Promise<CpuUse>,
): Promise<LoadRun> {
  await autocannon({ ...options, connections: shape.connections, duration: shape.warmupSeconds });
  const before = await cpu?.();
  const run = figures(
    await autocannon({ ...options, connections: shape.connections, duration: shape.seconds }),
    shape,
  );
  const after = await cpu?.();
  if (before && after) run.cpu = perRequest(before, after, run.total, availableParallelism());
  return run;
}

/** The baseline: POST /hold on the bare Express app, with a body of the same size as a hold's. */
export async function bareExpressLoad(
  origin: string,
  shape: LoadShape,
  body: string,
  cpu?: () => Promise<CpuUse>,
): Promise<LoadRun> {
  return warmThenMeasure({ ...JSON_POST, url: `${origin}/hold`, body }, shape, cpu);
}

export interface SpreadPlan {
  origin: string;
  screenings: readonly string[];
  seatNumbers: readonly string[];
  tokens: readonly string[];
}

/**
 * Request n goes to screening n mod S and takes the screening's next seat. The viewer of the j-th
 * request on a screening is j mod V: a viewer comes back to a screening only after V others, and
 * then replaces their own earlier hold there (one hold per viewer and screening), which frees its
 * seat long before the seat comes round again (seats > V + requests in flight).
 */
export function holdRequests(plan: SpreadPlan, viewers: number) {
  const S = plan.screenings.length;
  const C = plan.seatNumbers.length;
  if (viewers + 100 > C) throw new Error(`spread holds: ${viewers} viewers need more than ${C} seats`);
  let n = 0;
  return (): { body: string; token: string } => {
    const i = n++;
    const s = i % S;
    const j = Math.floor(i / S);
    const seatIds = [seatIdFor(plan.screenings[s]!, plan.seatNumbers[j % C]!)];
    return { body: JSON.stringify({ seatIds }), token: plan.tokens[(j + s * 7) % viewers]! };
  };
}

export async function spreadHoldsLoad(
  plan: SpreadPlan,
  shape: LoadShape,
  viewers: number,
  cpu?: () => Promise<CpuUse>,
) {
  const next = holdRequests(plan, viewers);
  const options = {
    url: plan.origin,
    requests: [
      {
        ...JSON_POST,
        path: '/api/v1/show/reserveSeats',
        setupRequest: (request: object) => {
          const { body, token } = next();
          return {
            ...request,
            body,
            headers: { ...JSON_POST.headers, authorization: `Bearer ${token}` },
          };
        },
      },
    ],
  };
  return warmThenMeasure(options, shape, cpu);
}

/** A hold body of typical size, for the baseline's requests. */
export const sampleHoldBody = (plan: SpreadPlan) =>
  JSON.stringify({ seatIds: [seatIdFor(plan.screenings[0]!, plan.seatNumbers[0]!)] });

import type pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../port.ts';
import { WrongExpectedRevisionError } from '../port.ts';
import { checkExpected } from '../expected-revision.ts';
import { comparePositions, formatPosition } from '../position.ts';
import { callGroups, type Pending } from './call-groups.ts';
import type { StoreContext } from './store-context.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { notifyInProcess } from './wake.ts';

const RETRIES_FOR_UNCONDITIONAL_APPEND = 5;

export interface AppendRequest {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

interface AppendedRow {
  current: number;
  tx: string | null;
  pos: string | null;
}

/**
 * Appends, grouped: one that arrives while two statements are in flight goes out with the others
 * waiting, as one statement and one commit, each with its own expected revision. Two appends to
 * one stream are never in flight together: this process never races itself.
 */
export function groupedAppends(ctx: StoreContext) {
  return callGroups({
    single: (request: AppendRequest) => appendAlone(ctx, request),
    group: (appends: Pending<AppendRequest, AppendResult>[]) => appendTogether(ctx, appends),
    exclusiveKey: (request) => request.streamId,
  });
}

const eventsJson = (events: NewEvent[]) =>
  events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata ?? {} }));
const expectedKind = (expected: ExpectedRevision) => (typeof expected === 'number' ? 'revision' : expected);
const expectedRevision = (expected: ExpectedRevision) => (typeof expected === 'number' ? expected : null);

/** One append with its retries: a concurrent appender may take the revision first. */
async function appendAlone(ctx: StoreContext, { streamId, events, expected }: AppendRequest) {
  for (let attempt = 0; ; attempt++) {
    try {
      const result = await tryAppend(ctx, streamId, events, expected);
      announceAppended(ctx, result.position);
      return result;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Fine to retry only when no revision was promised.
      const unconditional = expected === 'any' || expected === 'stream_exists';
      if (unconditional && attempt < RETRIES_FOR_UNCONDITIONAL_APPEND) continue;
      const actual = await currentRevision(ctx, ctx.pool, streamId);
      throw new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);
    }
  }
}

async function tryAppend(
  ctx: StoreContext,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const { rows } = await ctx.query<AppendedRow>(ctx.sql.append, [
    streamId,
    expectedKind(expected),
    expectedRevision(expected),
    JSON.stringify(eventsJson(events)),
    ctx.wakeMode === 'listen',
  ]);
  return appendResult({ streamId, events, expected }, rows[0]!);
}

/** Several appends in one statement; if another process raced one of them, each goes alone. */
async function appendTogether(ctx: StoreContext, appends: Pending<AppendRequest, AppendResult>[]) {
  const requests = appends.map(({ request: { streamId, events, expected } }) => ({
    s: streamId,
    k: expectedKind(expected),
    r: expectedRevision(expected),
    e: eventsJson(events),
  }));
  let rows: (AppendedRow & { ord: number })[];
  try {
    ({ rows } = await ctx.query<AppendedRow & { ord: number }>(ctx.sql.appendGroup, [
      JSON.stringify(requests),
      ctx.wakeMode === 'listen',
    ]));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await Promise.all(appends.map((a) => appendAlone(ctx, a.request).then(a.resolve, a.reject)));
    return;
  }
  const positions = rows.flatMap((r) =>
    r.tx === null || r.pos === null ? [] : [formatPosition(r.tx, r.pos)],
  );
  const last = positions.sort(comparePositions).at(-1);
  if (last) announceAppended(ctx, last);
  for (const row of rows) {
    const { request, resolve, reject } = appends[row.ord - 1]!;
    try {
      resolve(appendResult(request, row));
    } catch (error) {
      reject(error);
    }
  }
}

/** The append's result, or why it inserted nothing (the expected revision did not hold). */
function appendResult(request: AppendRequest, { current, tx, pos }: AppendedRow): AppendResult {
  const revision = Number(current);
  if (tx === null || pos === null) {
    checkExpected(request.streamId, request.expected, revision);
    throw new Error(
      `append to ${request.streamId} inserted nothing although revision ${revision} was expected`,
    );
  }
  return { nextRevision: revision + request.events.length, position: formatPosition(tx, pos) };
}

/** The recent stretch and (on PGlite) this process's subscribers hear of a commit at once. */
function announceAppended(ctx: StoreContext, position: string) {
  ctx.recent.changed(position);
  if (ctx.wakeMode === 'in-process') notifyInProcess(ctx.wakeKey, position);
}

async function currentRevision(ctx: StoreContext, client: pg.ClientBase | pg.Pool, streamId: string) {
  const { rows } = await client.query<{ stream_revision: number }>(ctx.sql.currentRevision, [streamId]);
  return rows[0] ? Number(rows[0].stream_revision) : -1;
}

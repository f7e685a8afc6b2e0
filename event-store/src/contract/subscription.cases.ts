import { expect, it } from 'vitest';
import { START, type Position, type RecordedEvent } from '../port.ts';
import { waitFor } from '../testing/index.ts';
import { collector, expectIncreasing, id, type ContractContext } from './helpers.ts';

export function subscriptionCases(ctx: ContractContext): void {
  it('delivers events of all streams in one global order', async () => {
    const from = await ctx.marker();
    const prefix = `g-${id()}`;
    const appended: Position[] = [];
    for (const [stream, type] of [
      ['a', 'A1'],
      ['b', 'B1'],
      ['a', 'A2'],
      ['c', 'C1'],
    ] as const) {
      appended.push((await ctx.store().append(`${prefix}-${stream}`, [{ type, data: {} }], 'any')).position);
    }
    const seen = collector();
    const subscription = ctx.store().subscribeToAll({ from, handler: seen.handler });
    await waitFor(() => seen.of(prefix).length >= 4, { message: '4 events' });
    await subscription.close();
    expect(seen.of(prefix).map((e) => e.type)).toEqual(['A1', 'B1', 'A2', 'C1']);
    expect(seen.of(prefix).map((e) => e.position)).toEqual(appended);
    expectIncreasing(seen.events);
  });

  it('catches up, then delivers live appends from another client, one batch at a time', async () => {
    const from = await ctx.marker();
    const stream = `live-${id()}`;
    await ctx.store().append(
      stream,
      [1, 2, 3].map((n) => ({ type: 'Old', data: { n } })),
      'no_stream',
    );
    const seen = collector();
    const subscription = ctx.store().subscribeToAll({ from, handler: seen.handler, batchSize: 2 });
    await waitFor(() => seen.of(stream).length === 3, { message: 'catch-up' });
    const other = await ctx.another();
    await other.append(stream, [{ type: 'New', data: { n: 4 } }], 2);
    await ctx.store().append(stream, [{ type: 'New', data: { n: 5 } }], 3);
    await waitFor(() => seen.of(stream).length === 5, { message: 'live events' });
    await subscription.close();
    expect(seen.of(stream).map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
    expect(Math.max(...seen.batches)).toBeLessThanOrEqual(2);
    expect(seen.overlapped()).toBe(false);
    expectIncreasing(seen.events);
  });

  it('resumes from a checkpoint without duplicates or gaps', async () => {
    const from = await ctx.marker();
    const stream = `resume-${id()}`;
    await ctx.store().append(
      stream,
      [1, 2, 3, 4].map((n) => ({ type: 'N', data: { n } })),
      'no_stream',
    );
    let checkpoint: Position = from;
    const first: RecordedEvent[] = [];
    const subscription = ctx.store().subscribeToAll({
      from,
      batchSize: 2,
      handler: async (batch) => {
        first.push(...batch);
        checkpoint = batch[batch.length - 1]!.position;
        // Closing from inside the handler must neither deadlock nor deliver another batch.
        await subscription.close();
      },
    });
    await waitFor(() => first.length >= 2, { message: 'first batch' });
    expect(first).toHaveLength(2);
    await ctx.store().append(
      stream,
      [5, 6].map((n) => ({ type: 'N', data: { n } })),
      3,
    );
    const seen = collector();
    const resumed = ctx.store().subscribeToAll({ from: checkpoint, handler: seen.handler });
    await waitFor(() => seen.of(stream).length >= 4, { message: 'the rest' });
    await resumed.close();
    const n = (e: RecordedEvent) => (e.data as { n: number }).n;
    expect([...first, ...seen.of(stream)].map(n)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('reports handler errors and retries from the last delivered position', async () => {
    const from = await ctx.marker();
    const stream = `retry-${id()}`;
    await ctx.store().append(
      stream,
      [1, 2].map((n) => ({ type: 'N', data: { n } })),
      'no_stream',
    );
    const errors: unknown[] = [];
    const delivered: number[] = [];
    let failures = 1;
    const subscription = ctx.store().subscribeToAll({
      from,
      batchSize: 1,
      onError: (error) => errors.push(error),
      handler: async ([event]) => {
        const n = (event!.data as { n: number }).n;
        if (n === 2 && failures-- > 0) throw new Error('projection failed');
        delivered.push(n);
      },
    });
    await waitFor(() => delivered.length >= 2, { message: 'redelivery' });
    await subscription.close();
    expect(delivered).toEqual([1, 2]);
    expect(errors).toHaveLength(1);
  });

  it('stops delivering after close()', async () => {
    const from = await ctx.marker();
    const stream = `close-${id()}`;
    const closed = collector();
    const open = collector();
    const closing = ctx.store().subscribeToAll({ from, handler: closed.handler });
    const watching = ctx.store().subscribeToAll({ from, handler: open.handler });
    await ctx.store().append(stream, [{ type: 'Before', data: {} }], 'no_stream');
    await waitFor(() => closed.of(stream).length === 1 && open.of(stream).length === 1, {
      message: 'first event',
    });
    await closing.close();
    await ctx.store().append(stream, [{ type: 'After', data: {} }], 0);
    await waitFor(() => open.of(stream).length === 2, { message: 'second event on the open subscription' });
    await watching.close();
    expect(closed.of(stream).map((e) => e.type)).toEqual(['Before']);
  });

  it('treats START as the beginning of the log', async () => {
    const stream = `start-${id()}`;
    await ctx.store().append(stream, [{ type: 'First', data: {} }], 'no_stream');
    const seen = collector();
    const subscription = ctx.store().subscribeToAll({ from: START, handler: seen.handler, batchSize: 500 });
    await waitFor(() => seen.of(stream).length === 1, { message: 'event from START', timeoutMs: 20_000 });
    await subscription.close();
    expectIncreasing(seen.events);
  });
}

import { expect, it } from 'vitest';
import { comparePositions } from '../position.ts';
import { expectIncreasing, expectWrongRevision, id, type ContractContext } from './helpers.ts';
import { WrongExpectedRevisionError } from '../port.ts';

export function appendAndReadCases(ctx: ContractContext): void {
  it('round-trips types, data, metadata and revisions', async () => {
    const stream = `order-${id()}`;
    const data = { seats: ['A1', 'A2'], paise: 45_000, nested: { ok: true, none: null }, text: 'नमस्ते' };
    const first = await ctx.store().append(
      stream,
      [
        { type: 'Created', data, metadata: { by: 'u1' } },
        { type: 'Listed', data: ['x', 1] },
      ],
      'no_stream',
    );
    expect(first.nextRevision).toBe(1);
    const second = await ctx.store().append(stream, [{ type: 'Renamed', data: 'plain string' }], 1);
    expect(second.nextRevision).toBe(2);
    expect(comparePositions(first.position, second.position)).toBeLessThan(0);

    const events = await ctx.store().readStream(stream);
    expect(events.map((e) => [e.streamId, e.revision, e.type])).toEqual([
      [stream, 0, 'Created'],
      [stream, 1, 'Listed'],
      [stream, 2, 'Renamed'],
    ]);
    expect(events.map((e) => e.data)).toEqual([data, ['x', 1], 'plain string']);
    expect(events[0]!.metadata).toEqual({ by: 'u1' });
    expect(events[1]!.metadata).toEqual({});
    expect(events[1]!.position).toBe(first.position);
    expect(events[2]!.position).toBe(second.position);
    expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    expectIncreasing(events);
    expect((await ctx.store().readStream(stream, { fromRevision: 2 })).map((e) => e.type)).toEqual([
      'Renamed',
    ]);
    expect(await ctx.store().readStream(`missing-${id()}`)).toEqual([]);
  });

  it('rejects a wrong expected revision and appends nothing', async () => {
    const stream = `show-${id()}`;
    const missing = `show-${id()}`;
    await ctx.store().append(
      stream,
      [
        { type: 'A', data: {} },
        { type: 'B', data: {} },
      ],
      'no_stream',
    );
    await expectWrongRevision(ctx.store().append(stream, [{ type: 'X', data: {} }], 0), 1);
    await expectWrongRevision(ctx.store().append(stream, [{ type: 'X', data: {} }], 'no_stream'), 1);
    await expectWrongRevision(
      ctx.store().append(missing, [{ type: 'X', data: {} }], 'stream_exists'),
      'no_stream',
    );
    await expectWrongRevision(ctx.store().append(missing, [{ type: 'X', data: {} }], 0), 'no_stream');
    expect((await ctx.store().readStream(stream)).map((e) => e.type)).toEqual(['A', 'B']);
    expect(await ctx.store().readStream(missing)).toEqual([]);
    expect((await ctx.store().append(stream, [{ type: 'C', data: {} }], 'stream_exists')).nextRevision).toBe(
      2,
    );
    expect((await ctx.store().append(stream, [{ type: 'D', data: {} }], 'any')).nextRevision).toBe(3);
    expect((await ctx.store().append(missing, [{ type: 'E', data: {} }], 'any')).nextRevision).toBe(0);
  });

  it('lets exactly one of two concurrent appenders with the same expected revision win', async () => {
    const other = await ctx.another();
    for (let round = 0; round < 5; round++) {
      const stream = `screening-${id()}`;
      await ctx.store().append(stream, [{ type: 'Scheduled', data: {} }], 'no_stream');
      const results = await Promise.allSettled([
        ctx.store().append(stream, [{ type: 'Reserved', data: { by: 'one' } }], 0),
        other.append(stream, [{ type: 'Reserved', data: { by: 'two' } }], 0),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await ctx.store().readStream(stream)).map((e) => e.revision)).toEqual([0, 1]);
    }
  });

  it('reads all events after a position, in global order, up to a limit', async () => {
    const from = await ctx.marker();
    const prefix = `r-${id()}`;
    await ctx.store().append(
      `${prefix}-a`,
      [
        { type: 'A1', data: {} },
        { type: 'A2', data: {} },
      ],
      'no_stream',
    );
    const b = await ctx.store().append(`${prefix}-b`, [{ type: 'B1', data: {} }], 'no_stream');
    const all = await ctx.store().readAll(from, 10);
    expect(all.filter((e) => e.streamId.startsWith(prefix)).map((e) => e.type)).toEqual(['A1', 'A2', 'B1']);
    expectIncreasing(all);
    const firstTwo = await ctx.store().readAll(from, 2);
    expect(firstTwo).toEqual(all.slice(0, 2));
    expect((await ctx.store().readAll(firstTwo[1]!.position, 10))[0]).toEqual(all[2]);
    expect((await ctx.store().readAll(b.position, 10)).filter((e) => e.streamId.startsWith(prefix))).toEqual(
      [],
    );
  });
}

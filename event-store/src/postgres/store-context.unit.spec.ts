import { afterEach, describe, expect, it } from 'vitest';
import { storeContext, type StoreContext } from './store-context.ts';

describe("the store's statements", () => {
  const opened: StoreContext[] = [];
  /** A context whose pool records what it is sent (`refuse`: which calls the server refuses). */
  const open = (wake: 'listen' | 'in-process', refuse = (_call: number, _named: boolean) => false) => {
    const ctx = storeContext({ connectionString: 'postgres://nobody@127.0.0.1:9/none', schema: 's1', wake });
    opened.push(ctx);
    const sent: { name?: string; values?: unknown[] }[] = [];
    ctx.pool.query = (async (config: { name?: string }) => {
      sent.push(config);
      if (refuse(sent.length, Boolean(config.name)))
        throw Object.assign(new Error('exists'), { code: '42P05' });
      return { rows: [{ ok: sent.length }] };
    }) as unknown as typeof ctx.pool.query;
    return { ctx, sent };
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((ctx) => ctx.pool.end()));
  });

  it('are named (prepared once per connection) on PostgreSQL, one name per text', async () => {
    const { ctx, sent } = open('listen');
    await ctx.query(ctx.sql.append, ['s', 'any', null, '[]', true]);
    await ctx.query(ctx.sql.append, ['t', 'any', null, '[]', true]);
    await ctx.query(ctx.sql.readStream, ['s', 0]);
    const [append, again, read] = sent;
    expect(append!.name).toMatch(/^es_[0-9a-f]{24}$/);
    expect(again!.name).toBe(append!.name);
    expect(read!.name).not.toBe(append!.name);
    expect(append!.values).toEqual(['s', 'any', null, '[]', true]);
  });

  it('stop being named once the server says a name exists already (PGlite reached by URL)', async () => {
    const { ctx, sent } = open('listen', (call, named) => named && call > 1);

    await ctx.query(ctx.sql.readStream, ['s', 0]);
    // Another connection of the same session prepared the name first.
    expect((await ctx.query(ctx.sql.readStream, ['s', 0])).rows).toEqual([{ ok: 3 }]);
    await ctx.query(ctx.sql.append, ['s', 'any', null, '[]', true]);
    expect(sent.map((config) => Boolean(config.name))).toEqual([true, true, false, false]);
  });

  it('are plain on PGlite, whose connections share one session (a name would exist twice)', async () => {
    const { ctx, sent } = open('in-process');
    await ctx.query(ctx.sql.append, ['s', 'any', null, '[]', true]);
    expect(sent[0]!.name).toBeUndefined();
  });
});

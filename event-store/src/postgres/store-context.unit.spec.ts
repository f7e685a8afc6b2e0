import { afterEach, describe, expect, it } from 'vitest';
import { storeContext, type StoreContext } from './store-context.ts';

describe("the store's statements", () => {
  const opened: StoreContext[] = [];
  const open = (wake: 'listen' | 'in-process') => {
    const ctx = storeContext({ connectionString: 'postgres://nobody@127.0.0.1:9/none', schema: 's1', wake });
    opened.push(ctx);
    return ctx;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((ctx) => ctx.pool.end()));
  });

  it('are named (prepared once per connection) on PostgreSQL, one name per text', () => {
    const ctx = open('listen');
    const append = ctx.statement(ctx.sql.append, ['s', 'any', null, '[]', true]);
    expect(append.name).toMatch(/^es_[0-9a-f]{24}$/);
    expect(ctx.statement(ctx.sql.append, ['t', 'any', null, '[]', true]).name).toBe(append.name);
    expect(ctx.statement(ctx.sql.readStream, ['s', 0]).name).not.toBe(append.name);
    expect(append.values).toEqual(['s', 'any', null, '[]', true]);
  });

  it('stop being named once the server says a name exists already (PGlite reached by URL)', async () => {
    const ctx = open('listen');
    const sent: { name?: string }[] = [];
    ctx.pool.query = (async (config: { name?: string }) => {
      sent.push(config);
      if (config.name && sent.length > 1) throw Object.assign(new Error('exists'), { code: '42P05' });
      return { rows: [{ ok: sent.length }] };
    }) as unknown as typeof ctx.pool.query;

    await ctx.query(ctx.sql.readStream, ['s', 0]);
    // Another connection of the same session prepared the name first.
    expect((await ctx.query(ctx.sql.readStream, ['s', 0])).rows).toEqual([{ ok: 3 }]);
    await ctx.query(ctx.sql.append, ['s', 'any', null, '[]', true]);
    expect(sent.map((config) => Boolean(config.name))).toEqual([true, true, false, false]);
  });

  it('are plain on PGlite, whose connections share one session (a name would exist twice)', () => {
    const ctx = open('in-process');
    expect(ctx.statement(ctx.sql.append, ['s', 'any', null, '[]', true]).name).toBeUndefined();
  });
});

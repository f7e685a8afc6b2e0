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

  it('are plain on PGlite, whose connections share one session (a name would exist twice)', () => {
    const ctx = open('in-process');
    expect(ctx.statement(ctx.sql.append, ['s', 'any', null, '[]', true]).name).toBeUndefined();
  });
});

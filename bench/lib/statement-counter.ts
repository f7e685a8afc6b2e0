/*
 * Preload for a bench child (`BENCH_STATEMENTS=1`, see fork-child.ts): counts the statements the
 * process sends to PostgreSQL through `pg`, by their first 60 and last 40 characters (the store's
 * reads share their first line), and prints the counts of each second to stderr. Statements per hold are what the booking bench's server time follows
 * (each is a socket write of 50-85 us on a small VM).
 */
import { createRequire } from 'node:module';
import type pg from 'pg';

const { Client } = createRequire(import.meta.url)('pg') as typeof pg;
const counts = new Map<string, number>();
const query = Client.prototype.query as (...args: unknown[]) => unknown;

Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string } | undefined;
  const text = typeof config === 'string' ? config : (config?.text ?? '?');
  const flat = text.replace(/\s+/g, ' ').trim();
  const key = flat.length <= 100 ? flat : `${flat.slice(0, 60)} … ${flat.slice(-40)}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.apply(this, args);
} as typeof Client.prototype.query;

let second = 0;
setInterval(() => {
  second++;
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return;
  const lines = [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `  ${n}\t${key}`);
  process.stderr.write(`\n[statements, second ${second}] ${total}\n${lines.join('\n')}\n`);
  counts.clear();
}, 1000).unref();

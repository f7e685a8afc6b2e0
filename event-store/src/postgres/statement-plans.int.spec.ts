import { createHash } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, testDatabases, wakeFor } from '../testing/index.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { eventsSql, type EventsSql } from './sql.ts';

/**
 * History must not slow the write and read paths down: every statement the store sends while
 * appending, reading a stream or paging the log for a subscription has to reach `events` through
 * an index, never by scanning the table. Checked with EXPLAIN on a table of realistic size (the
 * planner picks differently on a few rows), without timing anything.
 */
const EVENTS = 200_000;
const SCREENINGS = 120;
const ACCOUNTS = 2_000;
const CHUNK = 25_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A value as SQL text, for EXECUTE's arguments (arrays as array literals). */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return pg.escapeLiteral(`{${value.map((v) => JSON.stringify(String(v))).join(',')}}`);
  return pg.escapeLiteral(String(value));
}

function scansOfEvents(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'events' ? ['Seq Scan on events'] : [];
  return [...own, ...(node.Plans ?? []).flatMap(scansOfEvents)];
}

for (const db of testDatabases()) {
  describe(`event store statement plans on ${EVENTS.toLocaleString('en')} events (${db.kind})`, () => {
    let store: PostgresEventStore;
    let sql: EventsSql;
    let head: { tx: string; pos: string };

    beforeAll(async () => {
      const schema = await freshSchema(db.url);
      store = createPostgresEventStore({ connectionString: db.url, schema, wake: wakeFor(db.kind) });
      await store.migrate();
      sql = eventsSql(schema);
      const t = `${pg.escapeIdentifier(schema)}.events`;
      // Booking-shaped rows, a few hundred bytes of data each, four events to a transaction: nine
      // in ten in about 110 screening streams of ~1,700 events (few streams with long histories:
      // the shape that turned the earlier grouped read into a scan of the whole table), the rest
      // in 2,000 account streams of 10. Written in chunks on a client of its own, without the
      // pool's 15 s statement limit (PGlite on a busy machine takes its time).
      const filler = new pg.Client({ connectionString: db.url });
      await filler.connect();
      try {
        for (let from = 0; from < EVENTS; from += CHUNK) {
          await filler.query(
            `INSERT INTO ${t} (tx_id, stream_id, stream_revision, type, data, metadata)
             SELECT (1000 + i / 4)::text::xid8,
               CASE WHEN i % 10 > 0 THEN 'screening-' || md5((i % ${SCREENINGS})::text)
                 ELSE 'account-' || md5(((i / 10) % ${ACCOUNTS})::text) END,
               CASE WHEN i % 10 > 0 THEN i / ${SCREENINGS} ELSE (i / 10) / ${ACCOUNTS} END,
               'SeatsHeld',
               jsonb_build_object('holdId', md5(i::text), 'accountId', md5((i % 997)::text),
                 'seats', jsonb_build_array(i % 1000, (i + 1) % 1000), 'until', '2026-11-26T12:00:00.000Z'),
               jsonb_build_object('correlationId', md5((i * 7)::text), 'actor', md5((i % 997)::text))
             FROM generate_series(${from}, ${Math.min(from + CHUNK, EVENTS) - 1}) AS i`,
          );
        }
        await filler.query(`ANALYZE ${t}`);
      } finally {
        await filler.end();
      }
      const { rows } = await store.pool.query<{ tx: string; pos: string }>(
        `SELECT tx_id::text AS tx, global_position::text AS pos FROM ${t}
         ORDER BY tx_id DESC, global_position DESC LIMIT 1`,
      );
      head = rows[0]!;
    }, 300_000);

    afterAll(async () => {
      if (!store) return;
      await store.pool.query(`DROP SCHEMA ${pg.escapeIdentifier(store.schema)} CASCADE`);
      await store.close();
    });

    async function seqScans(statement: string, params: unknown[]): Promise<string[]> {
      const { rows } = await store.pool.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) ${statement}`,
        params,
      );
      const plan = rows[0]!['QUERY PLAN'];
      const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      return scansOfEvents(parsed[0]!.Plan);
    }

    const md5 = (n: number) => createHash('md5').update(String(n)).digest('hex');
    // Streams that exist: every other one a screening with a long history (screening k exists
    // for k not a multiple of 10).
    const screening = (n: number) => {
      const m = n % 108;
      return Math.floor(m / 9) * 10 + 1 + (m % 9);
    };
    const stream = (n: number) =>
      n % 2 === 0 ? `screening-${md5(screening(n))}` : `account-${md5(n % ACCOUNTS)}`;
    const events = JSON.stringify([{ type: 'SeatsHeld', data: { seats: [1, 2] }, metadata: {} }]);
    const group = (n: number) =>
      JSON.stringify(
        Array.from({ length: n }, (_, i) => ({ s: stream(i), k: 'revision', r: 9, e: JSON.parse(events) })),
      );
    const ids = (n: number) => Array.from({ length: n }, (_, i) => stream(i));
    // A command handler reads from the revision it has cached: near each stream's head.
    const revisions = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 1400 : 8));
    const fromStart = (n: number) => Array.from({ length: n }, () => 0);

    const cases: [string, () => [string, unknown[]]][] = [
      ['current revision', () => [sql.currentRevision, [stream(1)]]],
      ['append', () => [sql.append, [stream(1), 'revision', 3, events, true]]],
      ['append with any revision', () => [sql.append, [stream(1), 'any', null, events, false]]],
      ['grouped append of 3', () => [sql.appendGroup, [group(3), true]]],
      ['grouped append of 256', () => [sql.appendGroup, [group(256), true]]],
      ['grouped append of 1,024 (the most in one)', () => [sql.appendGroup, [group(1024), true]]],
      ['stream read', () => [sql.readStream, [stream(1), 0]]],
      ['grouped stream read of 2', () => [sql.readStreams, [ids(2), revisions(2)]]],
      ['grouped stream read of 256', () => [sql.readStreams, [ids(256), revisions(256)]]],
      [
        'grouped stream read of 1,024 (the most in one)',
        () => [sql.readStreams, [ids(1024), revisions(1024)]],
      ],
      ['grouped stream read of 2 from the start', () => [sql.readStreams, [ids(2), fromStart(2)]]],
      ['subscription page at the head', () => [sql.readAll, [head.tx, head.pos, 500]]],
      ['subscription page from the start', () => [sql.readAll, ['0', '0', 500]]],
      ['subscription page from the middle', () => [sql.readAll, ['26000', '100000', 1000]]],
    ];

    for (const [name, statement] of cases) {
      it(`${name} reaches events through an index`, async () => {
        const [text, params] = statement();
        expect(await seqScans(text, params)).toEqual([]);
      });
    }

    // On real PostgreSQL the store sends these as prepared statements, which the server may run
    // with a generic plan (one made without the values) after a few calls: that plan too.
    if (db.kind === 'postgres')
      for (const [name, statement] of cases) {
        it(`${name} reaches events through an index in its generic plan`, async () => {
          const [text, params] = statement();
          expect(await genericSeqScans(text, params)).toEqual([]);
        });
      }

    async function genericSeqScans(statement: string, params: unknown[]): Promise<string[]> {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        await client.query('SET plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE plan_check AS ${statement}`);
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) EXECUTE plan_check(${params.map(literal).join(', ')})`,
        );
        const plan = rows[0]!['QUERY PLAN'];
        const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        return scansOfEvents(parsed[0]!.Plan);
      } finally {
        await client.end();
      }
    }
  });
}

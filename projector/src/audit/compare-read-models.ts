import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { MACHINERY_TABLES, tableShapes, type TableShape } from './table-shapes.ts';

export interface Difference {
  table: string;
  /** `column=value, …` of the primary key (every column for a table without one). */
  key: string;
  /** The column that differs; null when the whole row is missing on one side. */
  column: string | null;
  live: string | null;
  replayed: string | null;
}

export interface Comparison {
  tables: number;
  /** Rows compared (live side). */
  rows: number;
  /** Differences found in all (only the first `maxPerTable` of each table are listed). */
  total: number;
  differences: Difference[];
}

const id = (name: string) => pg.escapeIdentifier(name);
// json has no equality operator; compare it as jsonb (key order and spacing do not matter).
const comparable = (alias: string, column: TableShape['columns'][number]) =>
  column.type === 'json' ? `${alias}.${id(column.name)}::jsonb` : `${alias}.${id(column.name)}`;
const MISSING = '(no row)';

/**
 * Compares every read-model table of `live` with the same table of `replayed`, row by row (by
 * primary key) and column by column, in SQL, inside whatever transaction `db` is. A table or a
 * column present on one side only is a difference too (the live schema lags a migration).
 */
export async function compareReadModels(
  db: Kysely<unknown>,
  live: string,
  replayed: string,
  { maxPerTable = 50 } = {},
): Promise<Comparison> {
  const [liveShapes, replayedShapes] = [await tableShapes(db, live), await tableShapes(db, replayed)];
  const result: Comparison = { tables: 0, rows: 0, total: 0, differences: [] };
  const names = [...new Set([...liveShapes.keys(), ...replayedShapes.keys()])]
    .filter((name) => !MACHINERY_TABLES.has(name))
    .sort();
  for (const name of names) {
    const [l, r] = [liveShapes.get(name), replayedShapes.get(name)];
    if (!l || !r) {
      result.total++;
      result.differences.push({
        table: name,
        key: '(table)',
        column: null,
        live: l ? 'exists' : 'missing',
        replayed: r ? 'exists' : 'missing',
      });
      continue;
    }
    result.tables++;
    const replayedColumns = new Set(r.columns.map((c) => c.name));
    for (const column of [...l.columns, ...r.columns]) {
      const inLive = l.columns.some((c) => c.name === column.name);
      if (inLive && replayedColumns.has(column.name)) continue;
      result.total++;
      result.differences.push({
        table: name,
        key: '(column)',
        column: column.name,
        live: inLive ? column.type : 'missing',
        replayed: inLive ? 'missing' : column.type,
      });
    }
    const shared = l.columns.filter((c) => replayedColumns.has(c.name));
    const table = await compareTable(db, { live, replayed, shape: { ...l, columns: shared }, maxPerTable });
    result.rows += table.rows;
    result.total += table.total;
    result.differences.push(...table.differences);
  }
  return result;
}

async function compareTable(
  db: Kysely<unknown>,
  s: { live: string; replayed: string; shape: TableShape; maxPerTable: number },
): Promise<{ rows: number; total: number; differences: Difference[] }> {
  const { shape } = s;
  const [lt, rt] = [`${id(s.live)}.${id(shape.name)}`, `${id(s.replayed)}.${id(shape.name)}`];
  const count = await sql<{ n: string }>`select count(*)::text as n from ${sql.raw(lt)}`.execute(db);
  const rows = Number(count.rows[0]!.n);
  if (shape.key.length === 0) return { rows, ...(await compareKeyless(db, lt, rt, s)) };
  const keyColumns = shape.key.map((k) => shape.columns.find((c) => c.name === k)!);
  // Equality on the key (never null) lets PostgreSQL hash or merge the two tables.
  const join = keyColumns.map((c) => `l.${id(c.name)} = r.${id(c.name)}`);
  const differs = shape.columns.map((c) => `(${comparable('l', c)} is distinct from ${comparable('r', c)})`);
  const select = [
    'l.ctid is not null as l_present',
    'r.ctid is not null as r_present',
    'count(*) over () as total',
    ...shape.columns.flatMap((c, i) => [
      `l.${id(c.name)}::text as l_${i}`,
      `r.${id(c.name)}::text as r_${i}`,
      `${differs[i]} as d_${i}`,
    ]),
  ];
  const order = keyColumns.map((c) => `coalesce(l.${id(c.name)}, r.${id(c.name)})`).join(', ');
  const query = `select ${select.join(', ')}
    from ${lt} l full join ${rt} r on ${join.join(' and ')}
    where l.ctid is null or r.ctid is null or ${differs.join(' or ')}
    order by ${order} limit ${s.maxPerTable}`;
  const found = await sql<Record<string, string | boolean | null>>`${sql.raw(query)}`.execute(db);
  const differences: Difference[] = [];
  for (const row of found.rows) {
    const side = row.l_present ? 'l' : 'r';
    const key = keyColumns
      .map((c) => `${c.name}=${String(row[`${side}_${shape.columns.indexOf(c)}`])}`)
      .join(', ');
    if (!row.l_present || !row.r_present) {
      differences.push({
        table: shape.name,
        key,
        column: null,
        live: row.l_present ? rowText(shape, row, 'l') : MISSING,
        replayed: row.r_present ? rowText(shape, row, 'r') : MISSING,
      });
      continue;
    }
    shape.columns.forEach((c, i) => {
      if (row[`d_${i}`])
        differences.push({
          table: shape.name,
          key,
          column: c.name,
          live: row[`l_${i}`] as string | null,
          replayed: row[`r_${i}`] as string | null,
        });
    });
  }
  return { rows, total: Number(found.rows[0]?.total ?? 0), differences };
}

/** A table without a primary key: rows as a multiset (a duplicate on one side is a difference). */
async function compareKeyless(
  db: Kysely<unknown>,
  lt: string,
  rt: string,
  s: { shape: TableShape; maxPerTable: number },
): Promise<{ total: number; differences: Difference[] }> {
  const columns = s.shape.columns.map((c, i) => `${comparable('t', c)} as c_${i}`).join(', ');
  const texts = s.shape.columns.map((_, i) => `x.c_${i}::text as l_${i}`).join(', ');
  const onlyIn = (a: string, b: string) =>
    `select ${columns} from ${a} t except all select ${columns} from ${b} t`;
  const query = `select side, count(*) over () as total, ${texts} from (
      select 'live' as side, * from (${onlyIn(lt, rt)}) a
      union all select 'replayed' as side, * from (${onlyIn(rt, lt)}) b
    ) x order by 1 limit ${s.maxPerTable}`;
  const found = await sql<Record<string, string | null>>`${sql.raw(query)}`.execute(db);
  const differences = found.rows.map((row): Difference => {
    const text = rowText(s.shape, row, 'l');
    return {
      table: s.shape.name,
      key: '(no primary key)',
      column: null,
      live: row.side === 'live' ? text : MISSING,
      replayed: row.side === 'live' ? MISSING : text,
    };
  });
  return { total: Number(found.rows[0]?.total ?? 0), differences };
}

const rowText = (shape: TableShape, row: Record<string, unknown>, side: 'l' | 'r') =>
  `{${shape.columns.map((c, i) => `${c.name}: ${String(row[`${side}_${i}`])}`).join(', ')}}`;

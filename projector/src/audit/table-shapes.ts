import { sql, type Kysely } from 'kysely';

/**
 * Tables of the read-model schema that are the projector's machinery, not read models, and so are
 * not compared row by row: migration bookkeeping, the checkpoint (the audit checks it is the same
 * position on both sides before comparing), the lease (who runs, not what was projected) and the
 * dead letters (reported as a count; an event parked live but applied in the replay shows up as
 * differences in the read models themselves).
 */
export const MACHINERY_TABLES = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'projector_checkpoints',
  'projector_leases',
  'projector_dead_letters',
]);

export interface TableShape {
  name: string;
  columns: Array<{ name: string; type: string }>;
  /** Primary-key columns in key order; empty when the table has none. */
  key: string[];
}

/** Every ordinary table of `schema` with its columns and primary key, read from the catalog. */
export async function tableShapes(db: Kysely<unknown>, schema: string): Promise<Map<string, TableShape>> {
  const columns = await sql<{ table_name: string; column_name: string; column_type: string }>`
    select c.relname as table_name, a.attname as column_name,
      format_type(a.atttypid, a.atttypmod) as column_type
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = ${schema} and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`.execute(db);
  const keys = await sql<{ table_name: string; column_name: string; ord: number }>`
    select c.relname as table_name, a.attname as column_name,
      array_position(i.indkey::int2[], a.attnum) as ord
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey::int2[])
    where n.nspname = ${schema} and i.indisprimary
    order by c.relname, 3`.execute(db);
  const shapes = new Map<string, TableShape>();
  for (const row of columns.rows) {
    let shape = shapes.get(row.table_name);
    if (!shape) shapes.set(row.table_name, (shape = { name: row.table_name, columns: [], key: [] }));
    shape.columns.push({ name: row.column_name, type: row.column_type });
  }
  for (const row of keys.rows) shapes.get(row.table_name)?.key.push(row.column_name);
  return shapes;
}

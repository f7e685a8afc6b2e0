import { sql, type RawBuilder } from 'kysely';

/**
 * Rows as `select * from unnest($1::type[], $2::type[], …)`, one array parameter per column, for
 * `insertInto(table).columns(columns).expression(expression)`. A multi-row `values` list binds one
 * parameter per value instead: the driver and Kysely then handle every value on its own, the
 * server parses a statement the size of the batch, and 65,535 parameters is the ceiling.
 * `types` names each column's PostgreSQL type, in the order the rows are inserted.
 */
export function unnestRows<Row, K extends keyof Row & string>(
  rows: readonly Row[],
  types: Record<K, string>,
): { columns: K[]; expression: RawBuilder<unknown> } {
  const columns = Object.keys(types) as K[];
  const arrays = columns.map(
    (column) => sql`${rows.map((row) => asParameter(row[column]))}::${sql.raw(types[column])}[]`,
  );
  return { columns, expression: sql`select * from unnest(${sql.join(arrays)})` };
}

/** Dates as ISO text: the driver's own Date formatting is most of the cost of sending a batch. */
const asParameter = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

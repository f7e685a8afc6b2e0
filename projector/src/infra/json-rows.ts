import { sql, type RawBuilder } from 'kysely';

/**
 * Rows as `select … from json_to_recordset($1::json) as r(column type, …)`, one parameter for the
 * whole batch, for `insertInto(table).columns(columns).expression(expression)`. A multi-row
 * `values` list binds one parameter per value instead: Kysely and the driver then handle every
 * value on its own in JavaScript, the server parses a statement the size of the batch, and 65,535
 * parameters is the ceiling. `JSON.stringify` is native, Dates become ISO text and a jsonb column
 * takes the nested value as it is. `types` names each column's PostgreSQL type, in insert order.
 */
export function jsonRows<Row, K extends keyof Row & string>(
  rows: readonly Row[],
  types: Record<K, string>,
): { columns: K[]; expression: RawBuilder<unknown> } {
  return jsonRecordset(JSON.stringify(rows), types);
}

/** The same for rows already in JSON text (a prepared statement's parameter). */
export function jsonRecordset<K extends string>(
  json: string,
  types: Record<K, string>,
): { columns: K[]; expression: RawBuilder<unknown> } {
  const columns = Object.keys(types) as K[];
  const definition = sql.join(columns.map((column) => sql`${sql.id(column)} ${sql.raw(types[column])}`));
  return {
    columns,
    expression: sql`select ${sql.join(columns.map((c) => sql.ref(`r.${c}`)))} from json_to_recordset(${json}::json) as r(${definition})`,
  };
}

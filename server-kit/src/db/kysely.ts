import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** One pg pool per connection string; int8 stays a string (positions are compared as text pairs). */
export function createPool(connectionString: string, max = 10): pg.Pool {
  return new pg.Pool({ connectionString, max });
}

/** Kysely over a pg pool, every table qualified with `schema` (PGlite shares one session: no search_path). */
export function createKysely<DB>(pool: pg.Pool, schema: string): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
}

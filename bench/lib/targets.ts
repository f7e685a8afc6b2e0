/**
 * The databases a bench run measures: the embedded PGlite (always, in memory, in its own child
 * process behind pglite-socket) and the real PostgreSQL server named by DATABASE_URL, if set.
 * Every bench works in fresh schemas (`freshSchema`) and drops them when it is done.
 */
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { exitAfter, machineLine, num } from './stats.ts';

export interface Target {
  kind: 'pglite' | 'postgres';
  /** Full connection string (this machine has no USER: never rely on defaults). */
  url: string;
}

export const LABEL: Record<Target['kind'], string> = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' };

export interface Targets {
  list: Target[];
  /** Seconds it took to create the in-memory PGlite database. */
  pgliteStartSeconds: number;
  close(): Promise<void>;
}

/** Starts the embedded PGlite and adds DATABASE_URL (checked with one query) when it is set. */
export async function openTargets(): Promise<Targets> {
  const list: Target[] = [];
  const started = performance.now();
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres();
  const pgliteStartSeconds = (performance.now() - started) / 1000;
  list.push({ kind: 'pglite', url: embedded.connectionString });
  const url = process.env.DATABASE_URL;
  if (url) {
    try {
      await query(url, 'SELECT 1');
      list.push({ kind: 'postgres', url });
    } catch (error) {
      await embedded.stop();
      throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at ${redact(url)}`, {
        cause: error,
      });
    }
  }
  return { list, pgliteStartSeconds, close: () => embedded.stop() };
}

export async function query(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Drops the schemas and what the system made beside them: the workflow keeps its state in
 * `<READ_SCHEMA>_workflow` (projector's workflowSchemaFor), which a bench never names itself.
 */
export async function dropSchemas(url: string, schemas: readonly string[]): Promise<void> {
  if (schemas.length === 0) return;
  const all = schemas.flatMap((s) => [s, `${s}_workflow`]);
  await query(url, `DROP SCHEMA IF EXISTS ${all.map((s) => pg.escapeIdentifier(s)).join(', ')} CASCADE`);
}

export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The standalone entry of one bench script: run it on every target, bounded, then clean up. */
export async function runOnEveryTarget(bench: (target: Target) => Promise<unknown>): Promise<void> {
  exitAfter(240);
  console.log(machineLine());
  const targets = await openTargets();
  try {
    console.log(`embedded PGlite created in ${num(targets.pgliteStartSeconds)} s`);
    for (const target of targets.list) await bench(target);
  } finally {
    await targets.close();
  }
}

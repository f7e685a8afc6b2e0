import pg from 'pg';

/*
 * PGlite runs PostgreSQL as a single-user backend: there is no autovacuum launcher and no
 * checkpointer. Left alone, every updated or deleted row (seat rows, timers, outbox rows,
 * checkpoints) stays as a dead tuple, tables and indexes bloat and holds slow down minute by
 * minute, and pg_wal grows until something checkpoints (measured: 10.8 KB of data folder per hold,
 * 209 MB of WAL after three minutes). This does their work from inside the child, over the
 * password gate like any client, so it takes its turn in PGlite's one session between other
 * connections' transactions.
 */

/** Extra start parameters: a checkpoint (ours, below) may recycle WAL down to this size. */
export const EMBEDDED_START_PARAMS = ['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'];

/** WAL written since the last checkpoint that makes the next pass checkpoint. */
const CHECKPOINT_AFTER_BYTES = 32 * 1024 * 1024;

export interface MaintenanceOptions {
  connectionString: string;
  intervalMs: number;
  log?: (line: string) => void;
}

export interface Maintenance {
  /** One pass now (tests and shutdown); passes never overlap. */
  runOnce(): Promise<MaintenancePass>;
  stop(): Promise<void>;
}

export interface MaintenancePass {
  vacuumed: string[];
  analyzed: string[];
  checkpointed: boolean;
}

// autovacuum's own thresholds (50 rows + 20 % dead to vacuum, 50 + 10 % changed to analyze).
const TABLES_DUE = `
  select format('%I.%I', schemaname, relname) as name,
         n_dead_tup > 50 + 0.2 * n_live_tup as vacuum
    from pg_stat_user_tables
   where n_dead_tup > 50 + 0.2 * n_live_tup
      or n_mod_since_analyze > 50 + 0.1 * n_live_tup
   order by n_dead_tup desc`;

export function startMaintenance(options: MaintenanceOptions): Maintenance {
  let client: pg.Client | undefined;
  let lastCheckpointLsn: string | undefined;
  let running: Promise<MaintenancePass> | undefined;
  let stopped = false;

  async function connected(): Promise<pg.Client> {
    if (client) return client;
    const fresh = new pg.Client({ connectionString: options.connectionString });
    // A lost connection is forgotten and re-made on the next pass.
    fresh.on('error', () => {
      if (client === fresh) client = undefined;
    });
    await fresh.connect();
    client = fresh;
    return fresh;
  }

  async function pass(): Promise<MaintenancePass> {
    const db = await connected();
    const due = await db.query<{ name: string; vacuum: boolean }>(TABLES_DUE);
    const done: MaintenancePass = { vacuumed: [], analyzed: [], checkpointed: false };
    for (const table of due.rows) {
      await db.query(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`);
      (table.vacuum ? done.vacuumed : done.analyzed).push(table.name);
    }
    done.checkpointed = await checkpointIfWalGrew(db);
    return done;
  }

  async function checkpointIfWalGrew(db: pg.Client): Promise<boolean> {
    const { rows } = await db.query<{ lsn: string; grown: string | null }>(
      'select pg_current_wal_lsn()::text as lsn, pg_current_wal_lsn() - $1::pg_lsn as grown',
      [lastCheckpointLsn ?? '0/0'],
    );
    const { lsn, grown } = rows[0]!;
    if (lastCheckpointLsn !== undefined && Number(grown) < CHECKPOINT_AFTER_BYTES) return false;
    await db.query('checkpoint');
    lastCheckpointLsn = lsn;
    return true;
  }

  function runOnce(): Promise<MaintenancePass> {
    running ??= pass()
      .catch((error: unknown) => {
        options.log?.(`[embedded-postgres] maintenance pass failed: ${(error as Error).message}`);
        return { vacuumed: [], analyzed: [], checkpointed: false };
      })
      .finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.intervalMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      await running;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

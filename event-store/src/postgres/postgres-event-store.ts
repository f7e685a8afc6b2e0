import type pg from 'pg';
import type { EventStore, Position, RecordedEvent, SubscribeOptions, Subscription } from '../port.ts';
import { subscriptionRegistry } from '../subscription-registry.ts';
import { validateAppend } from '../expected-revision.ts';
import { groupedAppends } from './appends.ts';
import { liveReads, readPage } from './live-reads.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { assertPositionsFromThisCluster } from './restore-check.ts';
import { storeContext, type PostgresEventStoreOptions, type StoreContext } from './store-context.ts';
import { groupedStreamReads } from './stream-reads.ts';
import { inProcessWake, listenWake, sharedWake, type WakeSource } from './wake.ts';

export type { PostgresEventStoreOptions } from './store-context.ts';

export interface PostgresEventStore extends EventStore {
  /** Creates the schema, table and index if missing; safe to run concurrently and repeatedly. */
  migrate(): Promise<void>;
  /** Events after `after` in global order, only those no open transaction can still precede. */
  readAll(after: Position, limit?: number): Promise<RecordedEvent[]>;
  readonly pool: pg.Pool;
  readonly schema: string;
  /** NOTIFY channel of this schema, for writers outside the store that want to wake subscribers. */
  readonly channel: string;
}

/**
 * The event store on PostgreSQL (or PGlite): appends and stream reads grouped into shared
 * statements (appends.ts, stream-reads.ts), subscriptions served from a recent stretch of the log
 * (live-reads.ts) and woken by LISTEN/NOTIFY or in-process.
 */
export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  const ctx = storeContext(options);
  const appendGrouped = groupedAppends(ctx);
  const readGrouped = groupedStreamReads(ctx);
  const subscribe = subscriptions(ctx);
  return {
    pool: ctx.pool,
    schema: ctx.schema,
    soleWriter: options.soleWriter === true,
    channel: ctx.sql.channel,
    readAll: (after, limit = 1000) => readPage(ctx, after, limit),
    migrate: () => migrate(ctx),
    async append(streamId, events, expected) {
      validateAppend(streamId, events, expected);
      return appendGrouped({ streamId, events, expected });
    },
    readStream: async (streamId, readOptions) =>
      readGrouped({ streamId, fromRevision: readOptions?.fromRevision ?? 0 }),
    subscribeToAll: subscribe.open,
    async close() {
      await subscribe.closeAll();
      if (ctx.ownsPool) await ctx.pool.end();
    },
  };
}

async function migrate({ pool, schema, sql }: StoreContext): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Concurrent CREATE ... IF NOT EXISTS can still collide; one migrator at a time.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`event-store:${schema}`]);
    await client.query(sql.migrate);
    // Before any append: positions copied from another cluster would order new events first.
    await assertPositionsFromThisCluster(client, schema);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Subscriptions to the whole log: polled pages, woken early by each commit. */
function subscriptions(ctx: StoreContext) {
  const registry = subscriptionRegistry();
  const readLive = liveReads(ctx);
  const listenTo = sharedWake(() => listenWake(ctx.clientConfig, ctx.sql.channel));
  const open = (subscribeOptions: SubscribeOptions): Subscription => {
    const source = ctx.wakeMode === 'listen' ? listenTo() : inProcessWake(ctx.wakeKey);
    // Another process's commit (or this one's): the recent stretch may no longer reach the head.
    const wake: WakeSource = {
      start: (onWake) =>
        source.start((position) => {
          ctx.recent.changed(position);
          onWake(position);
        }),
      stop: () => source.stop(),
    };
    return registry.track(
      pollingSubscription({ read: readLive, wake, pollIntervalMs: ctx.pollIntervalMs }, subscribeOptions),
    );
  };
  return { open, closeAll: () => registry.closeAll() };
}

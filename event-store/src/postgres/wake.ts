import { EventEmitter } from 'node:events';
import pg from 'pg';

export type WakeMode = 'listen' | 'in-process';

/**
 * Something that calls `onWake` soon after new events may have been committed, with the position
 * of the last of them when it knows it (so a reader at or past it need not look again).
 */
export type OnWake = (position?: string) => void;

export interface WakeSource {
  start(onWake: OnWake): Promise<void>;
  stop(): Promise<void>;
}

// On PGlite NOTIFY never reaches another connection, so adapters of one process share an emitter.
const emitters = new Map<string, EventEmitter>();

function emitterFor(key: string): EventEmitter {
  let emitter = emitters.get(key);
  if (!emitter) {
    emitter = new EventEmitter();
    emitter.setMaxListeners(0);
    emitters.set(key, emitter);
  }
  return emitter;
}

export function notifyInProcess(key: string, position?: string): void {
  emitters.get(key)?.emit('wake', position);
}

export function inProcessWake(key: string): WakeSource {
  let listener: OnWake | undefined;
  return {
    async start(onWake) {
      listener = onWake;
      emitterFor(key).on('wake', listener);
    },
    async stop() {
      if (listener) emitterFor(key).off('wake', listener);
      listener = undefined;
    },
  };
}

/** Pauses between attempts to LISTEN again while the database is away: 250 ms, doubling up to 5 s. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

/**
 * LISTEN on a dedicated connection. When it drops (a restart, a failover, pg_terminate_backend)
 * it connects and LISTENs again, after 250 ms, then twice as long after each failed attempt up
 * to 5 s; once back it wakes the subscribers without a position, so each reads again from its
 * own checkpoint what was committed meanwhile. Until then every attempt wakes them without a
 * position too: with nothing announced, subscribers read from the database, not from memory.
 */
export function listenWake(
  config: pg.ClientConfig,
  channel: string,
  log: (message: string) => void = console.warn,
): WakeSource {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let failures = 0;
  let lostAt: number | undefined;

  const lost = (c: pg.Client, onWake: OnWake, error?: Error & { code?: string }): void => {
    if (client !== c) return;
    client = undefined;
    lostAt = Date.now();
    const reason = error ? `: ${error.code ? `${error.code} ` : ''}${error.message}` : '';
    log(`event store: LISTEN connection lost${reason}; listening again as soon as the database answers`);
    void c.end().catch(() => undefined);
    schedule(onWake);
  };
  const connect = async (onWake: OnWake): Promise<void> => {
    const c = new pg.Client(config);
    c.on(
      'notification',
      (n) => n.channel === channel && onWake(isPosition(n.payload) ? n.payload : undefined),
    );
    c.on('error', (error) => lost(c, onWake, error));
    c.on('end', () => lost(c, onWake));
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await c.end().catch(() => undefined));
    client = c;
    failures = 0;
    if (lostAt !== undefined) log(`event store: listening again after ${Date.now() - lostAt} ms`);
    lostAt = undefined;
    // Events committed while we were not listening.
    onWake();
  };
  const schedule = (onWake: OnWake): void => {
    if (stopped || retry) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS);
    retry = setTimeout(() => {
      retry = undefined;
      // Commits of other processes are not announced meanwhile: subscribers look for themselves.
      onWake();
      connect(onWake).catch(() => {
        failures++;
        schedule(onWake);
      });
    }, delay);
  };

  return {
    async start(onWake) {
      await connect(onWake).catch((error: unknown) => {
        failures++;
        schedule(onWake);
        throw error;
      });
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * One wake source shared by every subscription of a store: one LISTEN connection per process
 * instead of one per subscription (a projector and six reactors), each notification read once.
 */
export function sharedWake(open: () => WakeSource): () => WakeSource {
  const listeners = new Set<OnWake>();
  let source: WakeSource | undefined;
  let starting: Promise<void> | undefined;
  const wakeAll: OnWake = (position) => listeners.forEach((listener) => listener(position));
  return () => {
    let mine: OnWake | undefined;
    return {
      async start(onWake) {
        mine = onWake;
        listeners.add(onWake);
        // A failed start keeps retrying on its own (and the fallback poll delivers meanwhile).
        if (!source) starting = (source = open()).start(wakeAll);
        await starting;
        // Events committed before this subscription listened.
        onWake();
      },
      async stop() {
        if (mine) listeners.delete(mine);
        mine = undefined;
        if (listeners.size > 0 || !source) return;
        const current = source;
        source = undefined;
        starting = undefined;
        await current.stop();
      },
    };
  };
}

const isPosition = (payload: string | undefined): payload is string => !!payload && /^\d+:\d+$/.test(payload);

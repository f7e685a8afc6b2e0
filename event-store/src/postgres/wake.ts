import { EventEmitter } from 'node:events';
import pg from 'pg';

export type WakeMode = 'listen' | 'in-process';

/** Something that calls `onWake` soon after new events may have been committed. */
export interface WakeSource {
  start(onWake: () => void): Promise<void>;
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

export function notifyInProcess(key: string): void {
  emitters.get(key)?.emit('wake');
}

export function inProcessWake(key: string): WakeSource {
  let listener: (() => void) | undefined;
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

/** LISTEN on a dedicated connection; reconnects after `retryMs` when it drops. */
export function listenWake(config: pg.ClientConfig, channel: string, retryMs: number): WakeSource {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (c: pg.Client, onWake: () => void): void => {
    if (client !== c) return;
    // The fallback poll keeps delivering while the listener is gone.
    client = undefined;
    void c.end().catch(() => undefined);
    schedule(onWake);
  };
  const connect = async (onWake: () => void): Promise<void> => {
    const c = new pg.Client(config);
    c.on('notification', (n) => n.channel === channel && onWake());
    c.on('error', () => lost(c, onWake));
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
    // Events committed while we were not listening.
    onWake();
  };
  const schedule = (onWake: () => void): void => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect(onWake).catch(() => schedule(onWake));
    }, retryMs);
  };

  return {
    async start(onWake) {
      await connect(onWake).catch((error: unknown) => {
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
  const listeners = new Set<() => void>();
  let source: WakeSource | undefined;
  let starting: Promise<void> | undefined;
  const wakeAll = () => listeners.forEach((listener) => listener());
  return () => {
    let mine: (() => void) | undefined;
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

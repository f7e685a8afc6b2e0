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

/** LISTEN on a dedicated connection; reconnects after `retryMs` when it drops. */
export function listenWake(config: pg.ClientConfig, channel: string, retryMs: number): WakeSource {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const lost = (c: pg.Client, onWake: OnWake): void => {
    if (client !== c) return;
    // The fallback poll keeps delivering while the listener is gone.
    client = undefined;
    void c.end().catch(() => undefined);
    schedule(onWake);
  };
  const connect = async (onWake: OnWake): Promise<void> => {
    const c = new pg.Client(config);
    c.on(
      'notification',
      (n) => n.channel === channel && onWake(isPosition(n.payload) ? n.payload : undefined),
    );
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
  const schedule = (onWake: OnWake): void => {
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

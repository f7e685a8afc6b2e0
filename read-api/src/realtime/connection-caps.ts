import type { IncomingMessage } from 'node:http';
import type { Server } from 'socket.io';

interface EngineConnection {
  request: IncomingMessage;
  once(event: 'close', listener: () => void): unknown;
}

export interface ConnectionCaps {
  perAddress: number;
  total: number;
}

/** What a refused client reads in its `connect_error` (`err.message`, `err.data.code`). */
export const CONNECTION_REFUSALS = {
  address: {
    code: 'TOO_MANY_CONNECTIONS',
    message: 'Too many live seat maps are open from your network. Close one and try again.',
  },
  total: {
    code: 'SERVER_BUSY',
    message: 'Live seat updates are busy right now. The seat map still works: refresh it to see changes.',
  },
} as const;

function tally() {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    of: (address: string) => byAddress.get(address) ?? 0,
    get total() {
      return total;
    },
    add(address: string) {
      byAddress.set(address, (byAddress.get(address) ?? 0) + 1);
      total++;
    },
    remove(address: string) {
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
      total--;
    },
  };
}

/**
 * Engine connections allowed before the handshake itself is refused (without a readable reason):
 * twice the cap, plus room for a burst of attempts that are about to get the readable refusal.
 * Only connections that never join a namespace (not a seat page) stay open long enough to reach it.
 */
export const handshakeCap = (cap: number) => 2 * cap + 100;

/**
 * Bounds the live connections one client address, and the whole process, may hold. A socket over
 * the cap is refused in the namespace middleware, so the client reads why in `connect_error`, and
 * its connection is closed at once. Bare engine connections are bounded by `handshakeCap`.
 */
export function connectionCaps(caps: ConnectionCaps, addressOf: (req: IncomingMessage) => string) {
  const sockets = tally();
  const connections = tally();

  return {
    /** For `allowRequest`: whether one more engine connection may open. */
    mayOpen(req: IncomingMessage): boolean {
      return (
        connections.of(addressOf(req)) < handshakeCap(caps.perAddress) &&
        connections.total < handshakeCap(caps.total)
      );
    },

    attach(io: Server) {
      io.engine.on('connection', (connection: EngineConnection) => {
        const address = addressOf(connection.request);
        connections.add(address);
        connection.once('close', () => connections.remove(address));
      });
      io.use((socket, next) => {
        const address = addressOf(socket.request);
        const refusal =
          sockets.of(address) >= caps.perAddress
            ? CONNECTION_REFUSALS.address
            : sockets.total >= caps.total
              ? CONNECTION_REFUSALS.total
              : undefined;
        if (refusal) {
          next(Object.assign(new Error(refusal.message), { data: { code: refusal.code } }));
          // The refusal is sent on the next tick; then nothing is left to say on this connection.
          setImmediate(() => socket.conn.close());
          return;
        }
        sockets.add(address);
        // Whichever comes first: a socket that never finishes connecting emits no 'disconnect'.
        let counted = true;
        const release = () => {
          if (counted) sockets.remove(address);
          counted = false;
        };
        socket.once('disconnect', release);
        socket.conn.once('close', release);
        next();
      });
    },
  };
}

import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import {
  LISTENERS_ROOM,
  SOCKET_MESSAGE_LIMIT,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { clientAddressOf, SAME_ORIGIN_NO_PROXY, SOCKET_LIMITS, type EdgeSettings } from '@cinema/server-kit';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { connectionCaps } from './connection-caps.ts';
import { screeningRooms } from './screening-rooms.ts';
import { startSeatBeat } from './seat-beat.ts';
import { socketOriginAllowed } from './socket-origin.ts';
import { tokenBucket } from './token-bucket.ts';

export type SeatSocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface SeatSocketOptions {
  db: Kysely<ReadDatabase>;
  /** CORS origins, trusted proxies, and the connection caps (SOCKET_MAX_PER_ADDRESS, SOCKET_MAX_TOTAL). */
  edge?: EdgeSettings;
  /** Set when several read-api processes serve browsers: rooms are shared through Redis. */
  redisUrl?: string;
  /** Messages a socket may send (sustained per second, and at once) before it is cut off. */
  messageLimit?: { perSecond: number; burst: number };
  /** Seat maps one socket may watch at once. */
  maxRooms?: number;
  /** How often each room hears its screening's latest position (default SEAT_BEAT_MS). */
  beatMs?: number;
  /**
   * The original API's protocol (default edge.SOCKET_BROADCAST, else true): a socket that joins no
   * screening is in LISTENERS_ROOM and hears every seat change as an array of seat ids.
   */
  broadcast?: boolean;
}

export interface SeatSockets {
  io: SeatSocketServer;
  close(): Promise<void>;
}

/**
 * Live seat maps on the HTTP server's Socket.IO endpoint: a seat page joins its screening's room
 * and receives the pushes the projector relays. Browsers only ever choose a room: every message
 * is checked, rate-limited and bounded, and nothing they send reaches the seat map. With the
 * broadcast on, a socket starts in LISTENERS_ROOM (clients of the original API join nothing and
 * hear every change as arrays of seat ids) and leaves it as soon as it asks for a screening, so a
 * seat page hears only its rooms' richer pushes.
 */
export async function attachSeatSockets(
  server: HttpServer,
  options: SeatSocketOptions,
): Promise<SeatSockets> {
  const edge = options.edge ?? SAME_ORIGIN_NO_PROXY;
  const originAllowed = socketOriginAllowed(edge);
  const caps = connectionCaps(
    {
      perAddress: edge.SOCKET_MAX_PER_ADDRESS ?? SOCKET_LIMITS.perAddress,
      total: edge.SOCKET_MAX_TOTAL ?? SOCKET_LIMITS.total,
    },
    clientAddressOf(edge.TRUST_PROXY),
  );
  const io: SeatSocketServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Seat pages send room names only: a few hundred bytes is plenty.
    maxHttpBufferSize: 2_048,
    cors: { origin: edge.CORS_ORIGINS.length > 0 ? [...edge.CORS_ORIGINS] : false, credentials: true },
    allowRequest: (req, callback) => callback(null, originAllowed(req) && caps.mayOpen(req)),
  });
  caps.attach(io);
  const redis = options.redisUrl ? await redisAdapter(io, options.redisUrl) : undefined;
  const rooms = screeningRooms(options.db, options.maxRooms ?? 4);
  const limit = options.messageLimit ?? SOCKET_MESSAGE_LIMIT;
  const beat = startSeatBeat(io, options.db, options.beatMs);

  const broadcast = options.broadcast ?? edge.SOCKET_BROADCAST ?? true;

  io.on('connection', (socket) => {
    const bucket = tokenBucket(limit);
    socket.use((_packet, next) => {
      if (bucket.take()) return next();
      socket.disconnect(true);
    });
    if (broadcast) void socket.join(LISTENERS_ROOM);
    socket.on('joinScreening', (screeningId, ack) => {
      // At once, before the screening is checked: a seat page never hears the array form.
      if (broadcast) void socket.leave(LISTENERS_ROOM);
      void join(socket, screeningId, ack);
    });
    socket.on('leaveScreening', (screeningId) => {
      if (typeof screeningId === 'string') void socket.leave(rooms.roomOf(screeningId));
    });
  });

  async function join(socket: Socket, screeningId: unknown, ack: unknown) {
    const reply = typeof ack === 'function' ? (ack as (result: unknown) => void) : () => {};
    reply(await rooms.join(socket, screeningId));
  }

  return {
    io,
    async close() {
      beat.stop();
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await redis?.close();
    },
  };
}

async function redisAdapter(io: SeatSocketServer, url: string) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => console.error('socket.io redis:', error));
  await Promise.all([pub.connect(), sub.connect()]);
  io.adapter(createAdapter(pub, sub));
  return {
    close: () =>
      Promise.all([pub.quit(), sub.quit()]).then(
        () => undefined,
        () => undefined,
      ),
  };
}

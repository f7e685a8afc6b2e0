import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type Socket } from 'socket.io';
import {
  SOCKET_MESSAGE_LIMIT,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { SAME_ORIGIN_NO_PROXY, type EdgeSettings } from '@cinema/server-kit';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { screeningRooms } from './screening-rooms.ts';
import { socketOriginAllowed } from './socket-origin.ts';
import { tokenBucket } from './token-bucket.ts';

export type SeatSocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

export interface SeatSocketOptions {
  db: Kysely<ReadDatabase>;
  edge?: EdgeSettings;
  /** Set when several read-api processes serve browsers: rooms are shared through Redis. */
  redisUrl?: string;
  /** Messages a socket may send (sustained per second, and at once) before it is cut off. */
  messageLimit?: { perSecond: number; burst: number };
  /** Seat maps one socket may watch at once. */
  maxRooms?: number;
}

export interface SeatSockets {
  io: SeatSocketServer;
  close(): Promise<void>;
}

/**
 * Live seat maps on the HTTP server's Socket.IO endpoint: a seat page joins its screening's room
 * and receives the pushes the projector relays. Browsers only ever choose a room: every message
 * is checked, rate-limited and bounded, and nothing they send reaches the seat map.
 */
export async function attachSeatSockets(
  server: HttpServer,
  options: SeatSocketOptions,
): Promise<SeatSockets> {
  const edge = options.edge ?? SAME_ORIGIN_NO_PROXY;
  const originAllowed = socketOriginAllowed(edge);
  const io: SeatSocketServer = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Seat pages send room names only: a few hundred bytes is plenty.
    maxHttpBufferSize: 2_048,
    cors: { origin: edge.CORS_ORIGINS.length > 0 ? [...edge.CORS_ORIGINS] : false, credentials: true },
    allowRequest: (req, callback) => callback(null, originAllowed(req)),
  });
  const redis = options.redisUrl ? await redisAdapter(io, options.redisUrl) : undefined;
  const rooms = screeningRooms(options.db, options.maxRooms ?? 4);
  const limit = options.messageLimit ?? SOCKET_MESSAGE_LIMIT;

  io.on('connection', (socket) => {
    const bucket = tokenBucket(limit);
    socket.use((_packet, next) => {
      if (bucket.take()) return next();
      socket.disconnect(true);
    });
    socket.on('joinScreening', (screeningId, ack) => void join(socket, screeningId, ack));
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

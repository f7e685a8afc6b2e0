/*
 * Many Socket.IO clients (WebSocket only, as browsers on a seat page) joined to one screening's
 * room, in a process of their own: neither the server nor the parent that sends the HTTP request
 * shares this event loop. Asked to `expect` a seat, every client notes the wall-clock time its
 * `reservedSeats` push naming it arrives; `collect` returns those times.
 * Mode `listen` (4th argument): the clients join nothing and send nothing, as the original API's
 * clients do, and take the seat events as plain arrays of seat ids (SOCKET_BROADCAST); `frames`
 * counts every seat event they all heard since the last ask.
 */
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import { serveParent } from './fork-child.ts';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ClientsReady {
  type: 'ready';
  joined: number;
  connectSeconds: number;
}

export type ClientsQuestion =
  { type: 'expect'; seatId: string } | { type: 'collect'; timeoutMs: number } | { type: 'frames' };

/** Seat ids a push names: the rich push's `seatIds`, or the listen-only array itself. */
const seatIdsOf = (push: SeatPush | string[]) => (Array.isArray(push) ? push : push.seatIds);

/** performance.timeOrigin + now(): comparable across processes of one machine. */
export const wallNow = () => performance.timeOrigin + performance.now();

const [origin, screeningId, count] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4])];
const listenOnly = process.argv[5] === 'listen';
const sockets: Client[] = [];
let arrivals: number[] = [];
let everyone: Promise<void> = Promise.resolve();
let frames = 0;

function connect(): Promise<Client | null> {
  return new Promise((resolve) => {
    const socket: Client = io(origin, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    const fail = () => {
      socket.close();
      resolve(null);
    };
    socket.once('connect_error', fail);
    for (const name of ['reservedSeats', 'seatsUpdated', 'seatsToRevert'] as const)
      socket.on(name, () => void frames++);
    socket.once('connect', () => {
      if (listenOnly) return resolve(socket);
      socket
        .timeout(20_000)
        .emitWithAck('joinScreening', screeningId)
        .then((ack: JoinAck) => (ack.ok ? resolve(socket) : fail()), fail);
    });
  });
}

/** The `expect` listener now on every socket (the frame counters stay). */
let expecting: ((push: SeatPush) => void) | undefined;

function expect(seatId: string): void {
  if (expecting) for (const s of sockets) s.off('reservedSeats', expecting);
  arrivals = [];
  let all: () => void = () => {};
  everyone = new Promise<void>((resolve) => (all = resolve));
  const listener = (push: SeatPush | string[]) => {
    if (!seatIdsOf(push).includes(seatId)) return;
    arrivals.push(wallNow());
    if (arrivals.length === sockets.length) all();
  };
  expecting = listener as (push: SeatPush) => void;
  for (const s of sockets) s.on('reservedSeats', expecting);
}

const { send, shutdown } = serveParent(
  async () => {
    for (const s of sockets) s.close();
  },
  async (question) => {
    const q = question as ClientsQuestion;
    if (q.type === 'expect') return expect(q.seatId);
    if (q.type === 'frames') {
      const heard = frames;
      frames = 0;
      return heard;
    }
    await Promise.race([everyone, new Promise((r) => setTimeout(r, q.timeoutMs))]);
    return arrivals;
  },
);

try {
  const started = performance.now();
  // A hundred handshakes at a time: the server's listen backlog is 511.
  for (let c = 0; c < count; c += 100) {
    const batch = await Promise.all(Array.from({ length: Math.min(100, count - c) }, connect));
    for (const s of batch) if (s) sockets.push(s);
  }
  send({
    type: 'ready',
    joined: sockets.length,
    connectSeconds: (performance.now() - started) / 1000,
  } satisfies ClientsReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}

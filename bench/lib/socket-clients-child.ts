/*
 * Many Socket.IO clients (WebSocket only, as browsers on a seat page) joined to one screening's
 * room, in a process of their own: neither the server nor the parent that sends the HTTP request
 * shares this event loop. Asked to `expect` a seat, every client notes the wall-clock time its
 * `reservedSeats` push naming it arrives; `collect` returns those times.
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

export type ClientsQuestion = { type: 'expect'; seatId: string } | { type: 'collect'; timeoutMs: number };

/** performance.timeOrigin + now(): comparable across processes of one machine. */
export const wallNow = () => performance.timeOrigin + performance.now();

const [origin, screeningId, count] = [process.argv[2]!, process.argv[3]!, Number(process.argv[4])];
const sockets: Client[] = [];
let arrivals: number[] = [];
let everyone: Promise<void> = Promise.resolve();

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
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('joinScreening', screeningId)
        .then((ack: JoinAck) => (ack.ok ? resolve(socket) : fail()), fail);
    });
  });
}

function expect(seatId: string): void {
  for (const s of sockets) s.removeAllListeners('reservedSeats');
  arrivals = [];
  let all: () => void = () => {};
  everyone = new Promise<void>((resolve) => (all = resolve));
  const listener = (push: SeatPush) => {
    if (!push.seatIds.includes(seatId)) return;
    arrivals.push(wallNow());
    if (arrivals.length === sockets.length) all();
  };
  for (const s of sockets) s.on('reservedSeats', listener);
}

const { send, shutdown } = serveParent(
  async () => {
    for (const s of sockets) s.close();
  },
  async (question) => {
    const q = question as ClientsQuestion;
    if (q.type === 'expect') return expect(q.seatId);
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

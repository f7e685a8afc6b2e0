import { act } from '@testing-library/react';
import type { SeatPushKind } from '../utils/apply-seat-push';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for socket.io-client's socket: records what the page emits, acknowledges joins, and
 * lets a test play the server (connect, reconnect, seat pushes). Tests mock the module with
 * `vi.mock('socket.io-client', () => ({ io: fakeIo }))`.
 */
export class FakeSocket {
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private listeners = new Map<string, Listener[]>();
  disconnected = false;

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    const ack = args.at(-1);
    if (event === 'joinScreening' && typeof ack === 'function') ack({ ok: true });
    return this;
  }

  disconnect() {
    this.disconnected = true;
    return this;
  }

  /** The server side: fires an event at the page. */
  fire(event: string, ...args: unknown[]) {
    if (this.disconnected) return;
    act(() => {
      for (const listener of this.listeners.get(event) ?? []) listener(...args);
    });
  }

  push(kind: SeatPushKind, push: { screeningId: string; seatIds: string[]; position: string }) {
    this.fire(kind, push);
  }

  /** Rooms joined, in order. */
  joins() {
    return this.emitted.filter((e) => e.event === 'joinScreening').map((e) => e.args[0]);
  }
}

export const sockets: FakeSocket[] = [];
/** Like io(): a socket that connects on its own a moment later. */
export const fakeIo = () => {
  const socket = new FakeSocket();
  sockets.push(socket);
  setTimeout(() => !socket.disconnected && socket.fire('connect'), 0);
  return socket;
};
export const lastSocket = () => sockets.at(-1)!;

import { Emitter } from '@socket.io/redis-emitter';
import { createClient } from 'redis';
import type { ServerToClientEvents } from '@cinema/contracts';
import { broadcastTo, type SeatPushSink } from './seat-relay.ts';

/**
 * Seat pushes from a projector in its own process: published on Redis, where every read-api's
 * Socket.IO Redis adapter picks them up for its own browsers. (Not the PostgreSQL emitter: its
 * emits are silently dropped by the adapter, see stack-notes.)
 */
export async function redisSeatEmitter(
  url: string,
  onError: (error: unknown) => void = console.error,
  /** Also publish the original API's array form to LISTENERS_ROOM (SOCKET_BROADCAST). */
  { listeners = true }: { listeners?: boolean } = {},
): Promise<{ sink: SeatPushSink; close(): Promise<void> }> {
  const client = createClient({ url });
  client.on('error', onError);
  await client.connect();
  // The emitter only ever calls publish(), and drops the promise it returns. A publish in flight
  // when Redis goes away rejects: unhandled, that would end this process. So it is caught (the
  // push is lost, as pushes may be), and while Redis is away nothing is queued to go out stale
  // later (the listen-only batch is published on a timer, after the sink's own check).
  const emitter = new Emitter<ServerToClientEvents>({
    publish: (channel: string, message: string | Buffer) =>
      client.isReady ? client.publish(channel, message).catch(onError) : Promise.resolve(0),
  });
  const send = broadcastTo(emitter, { listeners });
  return {
    sink: (messages) => {
      // A publish while Redis is away is lost, as relayed pushes may be: pages resync on reconnect.
      if (client.isReady) send(messages);
    },
    close: async () => {
      await client.quit().catch(onError);
    },
  };
}

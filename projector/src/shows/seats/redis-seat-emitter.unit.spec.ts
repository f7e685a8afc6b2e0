import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer, type Server, type Socket } from 'node:net';
import { screeningRoom } from '@cinema/contracts';
import { redisSeatEmitter } from './redis-seat-emitter.ts';

/**
 * A Redis stand-in on a loopback port that answers every command with +OK, and dies (drops the
 * connection unanswered) on each PUBLISH: Redis gone with a publish in flight.
 */
async function redisDyingOnPublish() {
  const sockets = new Set<Socket>();
  let publishes = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // Whole commands only: *<n>\r\n then n × $<length>\r\n<bytes>\r\n.
      for (;;) {
        const command = takeCommand(pending);
        if (!command) return;
        pending = pending.slice(command.length);
        if (command.name === 'PUBLISH') {
          publishes++;
          return void socket.destroy();
        }
        socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    publishes: () => publishes,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function takeCommand(text: string): { name: string; length: number } | undefined {
  const head = /^\*(\d+)\r\n/.exec(text);
  if (!head) return undefined;
  let at = head[0].length;
  const args: string[] = [];
  for (let i = 0; i < Number(head[1]); i++) {
    const bulk = /^\$(\d+)\r\n/.exec(text.slice(at));
    if (!bulk) return undefined;
    const start = at + bulk[0].length;
    const end = start + Number(bulk[1]);
    if (text.length < end + 2) return undefined;
    args.push(text.slice(start, end));
    at = end + 2;
  }
  return { name: (args[0] ?? '').toUpperCase(), length: at };
}

const push = (seat: string) => ({
  room: screeningRoom('cin.show.2026-12-01'),
  name: 'reservedSeats' as const,
  push: { screeningId: 'cin.show.2026-12-01', seatIds: [`cin.show.2026-12-01.${seat}`], position: '1:0' },
});

describe('seat pushes through Redis', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => void unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    unhandled.length = 0;
  });

  it('loses a push whose publish Redis never answers, and the process lives on (no unhandled rejection)', async () => {
    const redis = await redisDyingOnPublish();
    process.on('unhandledRejection', record);
    const reported: unknown[] = [];
    // With the listen-only sockets too: their batch is published 100 ms later, Redis away or back.
    const emitter = await redisSeatEmitter(redis.url, (error) => void reported.push(error));
    try {
      emitter.sink([push('R1')]);
      await vi.waitFor(() => expect(redis.publishes()).toBeGreaterThanOrEqual(1));
      // Long enough for the delayed batch and for any rejection to surface.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(reported.length).toBeGreaterThan(0);
      expect(unhandled).toEqual([]);
    } finally {
      await Promise.race([emitter.close(), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      await redis.close();
    }
  });
});

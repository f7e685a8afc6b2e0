import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { io, Manager, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { SOCKET_PATH } from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { CONNECTION_REFUSALS, handshakeCap } from './connection-caps.ts';

// The caps are the process's, whatever the database: one run is enough.
const database = testDatabases()[0]!;

type Outcome = { connected: true; socket: Socket } | { connected: false; message: string; code: unknown };

/** Caps of live seat-map connections, met by real socket.io-client connections. */
describe('Socket.IO connection caps per client address and in total', () => {
  const opened: { disconnect(): unknown }[] = [];
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.disconnect();
  });

  const urlOf = (system: TestSystem) => system.url.replace('//localhost:', '//127.0.0.1:');
  const optionsFrom = (from: string, headers: Record<string, string> = {}) => {
    const options: Partial<ManagerOptions & SocketOptions> & { localAddress: string } = {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: headers,
      localAddress: from, // passed on to the WebSocket: the loopback address the client connects from
    };
    return options;
  };

  /** One browser's connection attempt, from a loopback address of its own and/or through a proxy. */
  const connect = (system: TestSystem, from = '127.0.0.1', headers: Record<string, string> = {}) =>
    new Promise<Outcome>((resolve) => {
      const socket = io(urlOf(system), optionsFrom(from, headers));
      opened.push(socket);
      socket.once('connect', () => resolve({ connected: true, socket }));
      socket.once('connect_error', (error: Error & { data?: { code?: unknown } }) =>
        resolve({ connected: false, message: error.message, code: error.data?.code }),
      );
    });
  const connectMany = (system: TestSystem, count: number, from?: string, headers?: Record<string, string>) =>
    Promise.all(Array.from({ length: count }, () => connect(system, from, headers)));
  const connected = (outcomes: Outcome[]) => outcomes.filter((o) => o.connected).length;
  /** The server's open engine connections: a refused client's is closed, so memory stays bounded. */
  const openOnServer = (system: TestSystem) => system.io.engine.clientsCount;

  describe('without a trusted proxy (the connecting address counts)', () => {
    let system: TestSystem;
    beforeAll(async () => {
      system = await startTestSystem(database, {
        env: { SOCKET_MAX_PER_ADDRESS: '3', SOCKET_MAX_TOTAL: '5' },
      });
    });
    afterAll(() => system?.stop());
    // Each test starts once the server has counted out the sockets of the one before.
    beforeEach(() => waitFor(() => openOnServer(system) === 0, { message: 'no connection left open' }));

    it('lets one address hold 3 sockets and refuses the rest with a reason the page can read', async () => {
      const outcomes = await connectMany(system, 20);
      expect(connected(outcomes)).toBe(3);
      for (const refused of outcomes.filter((o) => !o.connected))
        expect(refused).toEqual({
          connected: false,
          message: CONNECTION_REFUSALS.address.message,
          code: 'TOO_MANY_CONNECTIONS',
        });
      await waitFor(() => openOnServer(system) === 3, { message: 'the refused connections to be closed' });

      // X-Forwarded-For from an untrusted peer changes nothing.
      expect(await connect(system, '127.0.0.1', { 'X-Forwarded-For': '203.0.113.7' })).toMatchObject({
        connected: false,
        code: 'TOO_MANY_CONNECTIONS',
      });
      // Another address is not affected, and a closed socket frees its place.
      expect(await connect(system, '127.0.0.2')).toMatchObject({ connected: true });
      const first = outcomes.find((o) => o.connected) as { socket: Socket };
      first.socket.disconnect();
      await waitFor(() => openOnServer(system) === 3, { message: 'the closed socket to be counted out' });
      expect(await connect(system, '127.0.0.1')).toMatchObject({ connected: true });
    });

    it('refuses any address once the server holds its total of 5', async () => {
      expect(connected(await connectMany(system, 3, '127.0.0.1'))).toBe(3);
      expect(connected(await connectMany(system, 2, '127.0.0.2'))).toBe(2);
      expect(await connect(system, '127.0.0.3')).toEqual({
        connected: false,
        message: CONNECTION_REFUSALS.total.message,
        code: 'SERVER_BUSY',
      });
      await waitFor(() => openOnServer(system) === 5, { message: 'the refused connection to be closed' });
    });

    it('refuses the handshake of a client that holds connections without ever joining', async () => {
      /** A bare engine connection that never asks for a socket (not a seat page). */
      const bare = (from: string) =>
        new Promise<boolean>((resolve) => {
          const manager = new Manager(urlOf(system), { ...optionsFrom(from), autoConnect: false });
          opened.push({ disconnect: () => manager.engine?.close() });
          manager.open((error) => resolve(!error));
        });
      const held = await Promise.all(Array.from({ length: handshakeCap(3) + 5 }, () => bare('127.0.0.1')));
      expect(held.filter(Boolean)).toHaveLength(handshakeCap(3));
      expect(openOnServer(system)).toBe(handshakeCap(3));
      expect(await bare('127.0.0.2')).toBe(true);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
    let system: TestSystem;
    beforeAll(async () => {
      system = await startTestSystem(database, {
        env: { SOCKET_MAX_PER_ADDRESS: '2', TRUST_PROXY: 'loopback' },
      });
    });
    afterAll(() => system?.stop());
    // Each test starts once the server has counted out the sockets of the one before.
    beforeEach(() => waitFor(() => openOnServer(system) === 0, { message: 'no connection left open' }));

    it('counts each forwarded client address on its own', async () => {
      const viaProxy = (client: string) => ({ 'X-Forwarded-For': client });
      expect(connected(await connectMany(system, 2, '127.0.0.1', viaProxy('203.0.113.7')))).toBe(2);
      expect(await connect(system, '127.0.0.1', viaProxy('203.0.113.7'))).toMatchObject({
        connected: false,
        code: 'TOO_MANY_CONNECTIONS',
      });
      expect(await connect(system, '127.0.0.1', viaProxy('198.51.100.20'))).toMatchObject({
        connected: true,
      });
    });
  });
});

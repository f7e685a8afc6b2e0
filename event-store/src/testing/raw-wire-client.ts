import { connect, type Socket } from 'node:net';
import { md5PasswordAnswer } from '../embedded-postgres/password-gate.ts';

/**
 * A bare PostgreSQL wire-protocol client, for tests that must control exactly which frontend
 * messages reach the server and when (drivers always send a whole batch at once).
 */
export class RawWireClient {
  private buffer = Buffer.alloc(0);
  readonly received: Array<{ type: string; body: Buffer }> = [];
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      while (this.buffer.length >= 5 && this.buffer.length >= 1 + this.buffer.readInt32BE(1)) {
        const length = this.buffer.readInt32BE(1);
        this.received.push({
          type: String.fromCharCode(this.buffer[0]!),
          body: this.buffer.subarray(5, 1 + length),
        });
        this.buffer = this.buffer.subarray(1 + length);
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** Connects and logs in (answering an MD5 password challenge with the URL's password). */
  static async open(url: string): Promise<RawWireClient> {
    const { port, username, password, pathname } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
    const client = new RawWireClient(socket);
    socket.write(RawWireClient.startup(username, pathname.slice(1)));
    await client.waitFor('R');
    const auth = client.received.find((m) => m.type === 'R')!.body;
    if (auth.readInt32BE(0) === 5)
      socket.write(RawWireClient.message('p', md5PasswordAnswer(username, password, auth.subarray(4, 8))));
    await client.waitFor('Z');
    client.received.length = 0;
    return client;
  }

  static startup(user: string, database: string): Buffer {
    const params = Buffer.from(`user\0${user}\0database\0${database}\0\0`);
    const head = Buffer.alloc(8);
    head.writeInt32BE(8 + params.length, 0);
    head.writeInt32BE(196608, 4);
    return Buffer.concat([head, params]);
  }

  /** Connects without logging in: the caller sends the start-up and reads the answers itself. */
  static async connectOnly(port: number): Promise<RawWireClient> {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
    return new RawWireClient(socket);
  }

  static message(type: string, ...parts: Array<string | number[]>): Buffer {
    const body = Buffer.concat(
      parts.map((p) => (typeof p === 'string' ? Buffer.from(`${p}\0`) : Buffer.from(p))),
    );
    const head = Buffer.alloc(5);
    head.write(type, 0);
    head.writeInt32BE(4 + body.length, 1);
    return Buffer.concat([head, body]);
  }

  /** Parse + Bind of an unnamed statement and portal, without parameters. */
  static parseAndBind(sql: string): Buffer {
    return Buffer.concat([
      RawWireClient.message('P', '', sql, [0, 0]),
      RawWireClient.message('B', '', '', [0, 0, 0, 0, 0, 0]),
    ]);
  }

  static executeAndSync(): Buffer {
    return Buffer.concat([RawWireClient.message('E', '', [0, 0, 0, 0]), RawWireClient.message('S')]);
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  async waitFor(type: string, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.received.some((m) => m.type === type)) {
      if (Date.now() > deadline) throw new Error(`no '${type}' message within ${timeoutMs} ms`);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, 50);
        this.waiters.push(() => (clearTimeout(timer), done()));
      });
    }
  }

  /** First column of every DataRow, as text. */
  textRows(): string[] {
    return this.received
      .filter((m) => m.type === 'D')
      .map((m) => m.body.subarray(6, 6 + m.body.readInt32BE(2)).toString());
  }

  errors(): string[] {
    return this.received
      .filter((m) => m.type === 'E')
      .map((m) => m.body.toString().replace(/\0/g, ' ').trim());
  }

  destroy(): void {
    this.socket.destroy();
  }
}

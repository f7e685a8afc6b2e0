import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';

/*
 * PGlite trusts every connection, so the TCP port is fronted by this gate: it answers the
 * PostgreSQL start-up with an MD5 password challenge, and only after the right answer connects
 * the client to pglite-socket, which listens on a socket file in an owner-only directory. The
 * client's start-up message is replayed there, so PGlite's own AuthenticationOk, parameters and
 * ReadyForQuery reach the client exactly as after a password check on a real server.
 */

const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_ENC_REQUEST = 80877104;
const MAX_STARTUP_BYTES = 10_000;
const AUTH_TIMEOUT_MS = 10_000;

const md5 = (text: string | Buffer) => createHash('md5').update(text).digest('hex');

/** What a client that knows the password answers to the salt (PostgreSQL's md5 scheme). */
export const md5PasswordAnswer = (user: string, password: string, salt: Buffer) =>
  `md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`;

export function passwordGate(password: string, innerSocketPath: string): Server {
  return createServer((client) => {
    client.setTimeout(AUTH_TIMEOUT_MS, () => client.destroy());
    client.on('error', () => client.destroy());
    const salt = randomBytes(4);
    let buffer = Buffer.alloc(0);
    let startup: { message: Buffer; user: string } | undefined;

    const refuse = (sqlState: string, text: string) => {
      client.off('data', onData);
      const fields = Buffer.from(`SFATAL\0VFATAL\0C${sqlState}\0M${text}\0\0`);
      const head = Buffer.alloc(5);
      head.write('E', 0);
      head.writeInt32BE(4 + fields.length, 1);
      client.end(Buffer.concat([head, fields]));
    };
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (buffer.length > MAX_STARTUP_BYTES) return refuse('08P01', 'start-up message too long');
      while (!startup && buffer.length >= 8 && buffer.length >= buffer.readInt32BE(0)) {
        const length = buffer.readInt32BE(0);
        if (length < 8) return refuse('08P01', 'invalid start-up message');
        const code = buffer.readInt32BE(4);
        const message = buffer.subarray(0, length);
        buffer = buffer.subarray(length);
        if (code === SSL_REQUEST || code === GSS_ENC_REQUEST) client.write('N');
        else if (code !== PROTOCOL_3)
          return client.destroy(); // cancel requests and the unknown
        else {
          startup = { message, user: startupParameter(message, 'user') ?? '' };
          client.write(authenticationMd5(salt));
        }
      }
      if (!startup || buffer.length < 5 || buffer.length < 1 + buffer.readInt32BE(1)) return;
      const length = buffer.readInt32BE(1);
      if (length < 4) return refuse('08P01', 'invalid password message');
      const given = buffer
        .subarray(5, 1 + length)
        .toString('utf8')
        .replace(/\0$/, '');
      const rest = buffer.subarray(1 + length);
      const expected = md5PasswordAnswer(startup.user, password, salt);
      if (buffer[0] !== 0x70 /* 'p' */ || !sameText(given, expected))
        return refuse('28P01', `password authentication failed for user "${startup.user}"`);
      client.pause();
      client.off('data', onData);
      client.setTimeout(0);
      pipeToInner(client, innerSocketPath, Buffer.concat([startup.message, rest]));
    };
    client.on('data', onData);
  });
}

function pipeToInner(client: Socket, innerSocketPath: string, first: Buffer) {
  const inner = connect(innerSocketPath);
  const closeBoth = () => {
    client.destroy();
    inner.destroy();
  };
  inner.on('error', closeBoth).on('close', closeBoth);
  client.on('close', closeBoth);
  inner.write(first);
  client.pipe(inner);
  inner.pipe(client);
}

function startupParameter(message: Buffer, name: string): string | undefined {
  const parts = message.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === name) return parts[i + 1];
  return undefined;
}

function authenticationMd5(salt: Buffer): Buffer {
  const message = Buffer.alloc(13);
  message.write('R', 0);
  message.writeInt32BE(12, 1);
  message.writeInt32BE(5, 5);
  salt.copy(message, 9);
  return message;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

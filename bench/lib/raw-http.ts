/*
 * A burst client on plain TCP sockets: each connection is opened and warmed beforehand, every
 * request is a buffer written in one call, and an answer is read just far enough to know its
 * status, its body and when its last byte came. Node's http client spends about 0.2 ms of CPU per
 * request, so 1,000 of them took the bench's own process 200 ms, on a core the server and
 * PostgreSQL share: the load generator measured itself. autocannon does the same on its raw sockets, but it cannot
 * send one given request per connection once and hand each answer back to its sender.
 */
import net from 'node:net';

export interface RawAnswer {
  status: number;
  sentAt: number;
  answeredAt: number;
  /** The answer's body (de-chunked); empty when the connection failed. */
  body: Buffer;
}

const HEAD_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('\r\n0\r\n\r\n');

/** One keep-alive connection that sends requests one at a time and reads their answers. */
class RawConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: ((answer: { status: number; at: number; body: Buffer } | null) => void) | null = null;

  private constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('error', () => this.finish(null));
    socket.on('close', () => this.finish(null));
  }

  static open(host: string, port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port }, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes the request and resolves with its answer's status, or 0 when the connection failed. */
  send(request: Buffer): Promise<RawAnswer> {
    return new Promise((resolve) => {
      const sentAt = performance.now();
      this.waiting = (answer) =>
        resolve({
          status: answer?.status ?? 0,
          sentAt,
          answeredAt: answer?.at ?? performance.now(),
          body: answer?.body ?? Buffer.alloc(0),
        });
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }

  private received(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const bodyStart = headEnd + HEAD_END.length;
    let end: number;
    let body: Buffer;
    if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const last = this.buffered.indexOf(LAST_CHUNK, bodyStart - 2);
      if (last < 0) return;
      end = last + LAST_CHUNK.length;
      body = dechunk(this.buffered.subarray(bodyStart, end));
    } else {
      end = bodyStart + Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (this.buffered.length < end) return;
      body = this.buffered.subarray(bodyStart, end);
    }
    this.buffered = this.buffered.subarray(end);
    this.finish({ status: Number(head.slice(9, 12)), at: performance.now(), body });
  }

  private finish(answer: { status: number; at: number; body: Buffer } | null) {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(answer);
  }
}

/** The data of a chunked body (`<hex size>\r\n<data>\r\n` … `0\r\n\r\n`). */
function dechunk(chunked: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < chunked.length;) {
    const lineEnd = chunked.indexOf('\r\n', at);
    const size = parseInt(chunked.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) break;
    parts.push(chunked.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export interface RawRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The request as the bytes sent for it (HTTP/1.1, keep-alive). */
export function rawRequest(host: string, { method, path, headers = {}, body }: RawRequest): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}

/**
 * Opens `count` connections to `origin`, each warmed by one request (`warmup`), and gives them
 * back ready to send.
 */
export async function openRawConnections(origin: string, count: number, warmup: RawRequest) {
  const url = new URL(origin);
  const connections = await Promise.all(
    Array.from({ length: count }, () => RawConnection.open(url.hostname, Number(url.port))),
  );
  const warm = rawRequest(url.host, warmup);
  await Promise.all(connections.map((c) => c.send(warm)));
  return {
    connections,
    request: (request: RawRequest) => rawRequest(url.host, request),
    close: () => connections.forEach((c) => c.close()),
  };
}

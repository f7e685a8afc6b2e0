import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body as JSON, or null when it is not JSON. */
  json: any;
}

/**
 * Sends one request exactly as written (request line, headers, body bytes) over a TCP socket, so
 * tests can use request targets and encodings that fetch() would normalise or refuse.
 */
export function rawRequest(
  baseUrl: string,
  {
    method,
    target,
    headers = {},
    body,
  }: { method: string; target: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: close',
    ...(payload ? [`Content-Length: ${payload.length}`] : []),
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(head);
    if (payload) socket.write(payload);
  });
}

function parseResponse(raw: Buffer): RawResponse {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) throw new Error(`No HTTP response: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const status = Number(statusLine?.split(' ')[1]);
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  let body = text.slice(split + 4);
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body);
  let json: unknown = null;
  try {
    json = JSON.parse(body);
  } catch {
    json = null;
  }
  return { status, headers, body, json };
}

function unchunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

import { request } from 'node:http';

export interface TestResponse {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * A request whose TCP connection starts at `localAddress` (any 127.x.y.z works on Linux), so
 * per-IP limits see another client without trusting a forwarded header.
 */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON: body stays null, as with fetch in TestSystem.call
        }
        resolve({ status: res.statusCode ?? 0, body, headers });
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

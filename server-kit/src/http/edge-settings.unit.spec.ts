import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { commonConfigSchema, parseConfig } from '../config.ts';
import { corsOriginsSetting } from './cors.ts';
import { trustProxySetting } from './trust-proxy.ts';

const schema = z.object({ CORS_ORIGINS: corsOriginsSetting, TRUST_PROXY: trustProxySetting });
const parse = (env: Record<string, string>) => parseConfig(schema, env);

describe('CORS_ORIGINS and TRUST_PROXY settings', () => {
  it('default to same origin only and no trusted proxy', () => {
    expect(parse({})).toEqual({ CORS_ORIGINS: [], TRUST_PROXY: false });
  });

  it('read a comma-separated origin list', () => {
    expect(parse({ CORS_ORIGINS: 'https://app.example.com, http://127.0.0.1:5173' }).CORS_ORIGINS).toEqual([
      'https://app.example.com',
      'http://127.0.0.1:5173',
    ]);
  });

  it.each(['https://app.example.com/', 'app.example.com', '*', 'ftp://x.example.com'])(
    'refuse %j as an origin',
    (origin) => {
      expect(() => parse({ CORS_ORIGINS: origin })).toThrow(/CORS_ORIGINS/);
    },
  );

  it('read a hop count or proxy addresses', () => {
    expect(parse({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parse({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(parse({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.300'])('refuse TRUST_PROXY=%j', (value) => {
    expect(() => parse({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('HEALTH_TOKEN and the Socket.IO connection caps', () => {
  const common = (env: Record<string, string>) =>
    parseConfig(commonConfigSchema, { JWT_SECRET: randomBytes(32).toString('base64url'), ...env });

  it('default to no health token, 50 sockets per address and 10,000 in all', () => {
    expect(common({})).toMatchObject({ SOCKET_MAX_PER_ADDRESS: 50, SOCKET_MAX_TOTAL: 10_000 });
    expect(common({}).HEALTH_TOKEN).toBeUndefined();
    expect(common({ HEALTH_TOKEN: '' }).HEALTH_TOKEN).toBeUndefined();
  });

  it('read the caps and a long enough token', () => {
    const token = randomBytes(32).toString('base64url');
    expect(
      common({ HEALTH_TOKEN: token, SOCKET_MAX_PER_ADDRESS: '200', SOCKET_MAX_TOTAL: '50000' }),
    ).toMatchObject({ HEALTH_TOKEN: token, SOCKET_MAX_PER_ADDRESS: 200, SOCKET_MAX_TOTAL: 50_000 });
  });

  it('refuse a short token and caps that are not positive whole numbers', () => {
    expect(() => common({ HEALTH_TOKEN: 'letmein' })).toThrow(/HEALTH_TOKEN/);
    for (const value of ['0', '-1', '2.5', 'many'])
      expect(() => common({ SOCKET_MAX_PER_ADDRESS: value }), value).toThrow(/SOCKET_MAX_PER_ADDRESS/);
  });
});

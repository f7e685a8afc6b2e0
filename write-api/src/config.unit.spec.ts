import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseConfig, PUBLISHED_SECRETS, tokenSettingsFrom } from '@cinema/server-kit';
import { writeConfigSchema } from './config.ts';

const randomSecret = () => randomBytes(32).toString('base64url');
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: randomSecret(),
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  PAYMENT_SANDBOX: 'true',
};
const parse = (env: Record<string, string | undefined>) => parseConfig(writeConfigSchema, env);

describe('write-api configuration', () => {
  it('starts in production with a random secret and SMTP', () => {
    expect(parse(production).SMTP_URL).toBe(production.SMTP_URL);
    expect(parse({ ...production, JWT_SECRET: randomBytes(16).toString('hex') }).NODE_ENV).toBe('production');
  });
  it('refuses production without SMTP: the development outbox is never used there', () => {
    expect(() => parse({ ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
  });
  it('treats an empty invite code as none', () => {
    expect(
      parse({ JWT_SECRET: randomSecret(), SUPERADMIN_INVITE_CODE: '' }).SUPERADMIN_INVITE_CODE,
    ).toBeUndefined();
  });
});

describe('the token signing key', () => {
  it('has no default: a service without JWT_SECRET does not start, in any mode', () => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(() => parse({ ...production, NODE_ENV, JWT_SECRET: undefined })).toThrow(
        /JWT_SECRET: must be set/,
      );
  });
  it.each(PUBLISHED_SECRETS)('refuses %s, which is published in the repository, in any mode', (secret) => {
    for (const NODE_ENV of ['development', 'test', 'production'])
      expect(() => parse({ ...production, NODE_ENV, JWT_SECRET: secret })).toThrow(/JWT_SECRET/);
  });
  it('refuses anything shorter than 32 characters', () => {
    expect(() => parse({ JWT_SECRET: randomSecret().slice(0, 31) })).toThrow(/at least 32/);
  });
  it.each([
    ['a placeholder', 'please-changeme-before-going-live-now', /placeholder/],
    ['a placeholder', 'my-super-secret-jwt-key-for-cine-yatra', /placeholder/],
    ['a repeated pattern', 'k7Qx'.repeat(10), /repeated/],
    ['one character', 'x'.repeat(40), /repeated/],
    ['an alphabet run', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh', /run of characters/],
    ['a counting run', '0123456789012345678901234567890123456789'.slice(0, 37), /run of characters|repeated/],
    ['few distinct characters', 'acegiacgeiaecgiaceigacegiaecgaiecgak', /randomness/],
  ])('refuses %s in production: %s', (_what, secret, reason) => {
    expect(() => parse({ ...production, JWT_SECRET: secret })).toThrow(reason);
  });
});

describe('token lifetimes', () => {
  const settings = (env: Record<string, string>) =>
    tokenSettingsFrom(parse({ JWT_SECRET: randomSecret(), ...env }));
  it('default to seven days, and the maximum age to the lifetime', () => {
    expect(settings({})).toMatchObject({ expiresInSeconds: 7 * 86_400, maxAgeSeconds: 7 * 86_400 });
    expect(settings({ JWT_EXPIRES_IN: '12h' })).toMatchObject({
      expiresInSeconds: 43_200,
      maxAgeSeconds: 43_200,
    });
  });
  it('take a maximum age of their own', () => {
    expect(settings({ JWT_EXPIRES_IN: '1h', JWT_MAX_AGE: '2d' })).toMatchObject({
      expiresInSeconds: 3600,
      maxAgeSeconds: 172_800,
    });
  });
  it('refuse a lifetime longer than the maximum age, and durations they cannot read', () => {
    expect(() => settings({ JWT_EXPIRES_IN: '30d', JWT_MAX_AGE: '7d' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => settings({ JWT_EXPIRES_IN: 'forever' })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => settings({ JWT_MAX_AGE: '0' })).toThrow(/JWT_MAX_AGE/);
  });
});

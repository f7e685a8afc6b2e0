import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { createTokenService, type TokenSettings } from './tokens.ts';
import { identify } from './identify.ts';

const settings: TokenSettings = {
  secret: randomBytes(32).toString('base64url'),
  expiresInSeconds: 3600,
  maxAgeSeconds: 3600,
};
const t0 = Date.parse('2026-11-22T10:00:00.100Z');
const serviceAt = (ms: number, overrides: Partial<TokenSettings> = {}) =>
  createTokenService({ ...settings, ...overrides }, () => new Date(ms));
const claims = { accountId: 'acc-1', accountType: 'Viewer' } as const;

describe('tokens', () => {
  it('carry the issue time in milliseconds', () => {
    const token = serviceAt(t0).sign(claims);
    expect(serviceAt(t0 + 5).verify(token)).toEqual({ ...claims, issuedAtMs: t0 });
  });

  it('are refused once older than the maximum age, whatever exp they carry', () => {
    // Signed with our key but with a far-away exp (say, under an earlier, longer JWT_EXPIRES_IN).
    const iat = Math.floor(t0 / 1000);
    const forever = jwt.sign(
      { accountType: 'Viewer', iat, iatMs: t0, exp: iat + 10 * 365 * 86_400 },
      settings.secret,
      {
        subject: 'acc-1',
      },
    );
    expect(serviceAt(t0 + 3_599_000).verify(forever)).not.toBeNull();
    expect(serviceAt(t0 + 3_600_000).verify(forever)).toBeNull();
  });

  it('are refused after they expire, and when signed with another key', () => {
    const token = serviceAt(t0).sign(claims);
    expect(serviceAt(t0 + 3_600_000).verify(token)).toBeNull();
    const foreign = serviceAt(t0, { secret: randomBytes(32).toString('base64url') }).sign(claims);
    expect(serviceAt(t0).verify(foreign)).toBeNull();
  });

  it('are refused when issued in the future or with an issue time that contradicts iat', () => {
    expect(serviceAt(t0).verify(serviceAt(t0 + 3_600_000).sign(claims))).toBeNull();
    const iat = Math.floor(t0 / 1000);
    const odd = jwt.sign({ accountType: 'Viewer', iat, iatMs: t0 - 5000 }, settings.secret, {
      subject: 'acc-1',
      expiresIn: 60,
    });
    expect(serviceAt(t0).verify(odd)).toBeNull();
  });
});

describe('a password change ends older sessions to the millisecond', () => {
  const changedAt = t0 + 400; // the same second as the old token
  const findAccount = async () => ({ accountType: 'Viewer' as const, tokensValidFrom: new Date(changedAt) });
  const caller = (token: string) => identify(`Bearer ${token}`, serviceAt(t0 + 1000), findAccount);

  it('refuses a token issued earlier in the same second', async () => {
    expect(await caller(serviceAt(t0).sign(claims))).toBeNull();
  });
  it('accepts a token issued after the change in that second', async () => {
    expect(await caller(serviceAt(changedAt + 1).sign(claims))).toEqual(claims);
  });
  it('refuses an older token without the millisecond claim from that second', async () => {
    const iat = Math.floor(t0 / 1000);
    const legacy = jwt.sign({ accountType: 'Viewer', iat }, settings.secret, {
      subject: 'acc-1',
      expiresIn: 60,
    });
    expect(await caller(legacy)).toBeNull();
  });
});

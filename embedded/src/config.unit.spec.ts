import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resetPasswordRequest } from '@cinema/contracts';
import { PUBLISHED_SECRETS } from '@cinema/server-kit';
import { PUBLISHED_PASSWORDS } from '@cinema/write-api';
import { JWT_SECRET_FILE, loadConfig } from './config.ts';
import { DEMO_PASSWORD_FILE } from './demo/password.ts';

const root = mkdtempSync(join(tmpdir(), 'embedded-config-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const load = (dir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: join(root, dir), ...env });
const production = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
  PAYMENT_SANDBOX: 'true',
};

describe('npm start without JWT_SECRET', () => {
  it('signs with a random key it keeps in the data folder, readable by the owner only', () => {
    const { JWT_SECRET } = load('a');
    const file = join(root, 'a', JWT_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(JWT_SECRET);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(PUBLISHED_SECRETS).not.toContain(JWT_SECRET);
  });

  it('keeps the key across restarts, and every install gets its own', () => {
    expect(load('b').JWT_SECRET).toBe(load('b').JWT_SECRET);
    expect(load('c').JWT_SECRET).not.toBe(load('b').JWT_SECRET);
  });

  it('is accepted in production too (the key is random), and JWT_SECRET wins when set', () => {
    expect(load('d', production).JWT_SECRET).toBe(load('d').JWT_SECRET);
    const given = 'Qm9yZWQ/Tm8uIEp1c3QgcmFuZG9tIGVub3VnaCE-x';
    expect(load('e', { JWT_SECRET: given }).JWT_SECRET).toBe(given);
  });
});

describe('demo data', () => {
  it('is loaded by default outside production, with a password generated for this install', () => {
    const config = load('demo-a');
    expect(config.DEMO_DATA).toBe('true');
    const file = join(root, 'demo-a', DEMO_PASSWORD_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(config.DEMO_PASSWORD);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps the generated password across restarts, and every install gets its own', () => {
    expect(load('demo-b').DEMO_PASSWORD).toBe(load('demo-b').DEMO_PASSWORD);
    const passwords = new Set(Array.from({ length: 20 }, (_, i) => load(`demo-many-${i}`).DEMO_PASSWORD));
    expect(passwords.size).toBe(20);
  });

  it('generates passwords the signup rule accepts, readable, with a capital, a digit and a symbol', () => {
    for (let i = 0; i < 20; i++) {
      const password = load(`demo-rule-${i}`).DEMO_PASSWORD!;
      expect(password).toMatch(
        /^[A-HJ-NP-Z][a-hj-km-np-z2-9]{3}(-[a-hj-km-np-z2-9]{4}){2}-[a-hj-km-np-z2-9]{3}[2-9]$/,
      );
      const reset = { email: 'a@b.in', otp: '123456', password, confirmPassword: password };
      expect(resetPasswordRequest.safeParse(reset).success).toBe(true);
      expect(PUBLISHED_PASSWORDS).not.toContain(password);
    }
  });

  it('is off by default in production, and no password is made for it', () => {
    const config = load('demo-prod', production);
    expect(config.DEMO_DATA).toBe('false');
    expect(config.DEMO_PASSWORD).toBeUndefined();
    expect(existsSync(join(root, 'demo-prod', DEMO_PASSWORD_FILE))).toBe(false);
  });

  it('is loaded in production when asked for, with a generated password unless one is given', () => {
    const generated = load('demo-prod-on', { ...production, DEMO_DATA: 'true' });
    expect(generated.DEMO_DATA).toBe('true');
    expect(generated.DEMO_PASSWORD).toBe(
      readFileSync(join(root, 'demo-prod-on', DEMO_PASSWORD_FILE), 'utf8').trim(),
    );
    const given = load('demo-prod-given', {
      ...production,
      DEMO_DATA: 'true',
      DEMO_PASSWORD: 'Kq4d-7hxw-Ma9t-r2',
    });
    expect(given.DEMO_PASSWORD).toBe('Kq4d-7hxw-Ma9t-r2');
    expect(existsSync(join(root, 'demo-prod-given', DEMO_PASSWORD_FILE))).toBe(false);
  });

  it('refuses Demo@1234 in production', () => {
    expect(() =>
      load('demo-prod-published', { ...production, DEMO_DATA: 'true', DEMO_PASSWORD: 'Demo@1234' }),
    ).toThrow(/DEMO_PASSWORD: is published in the repository/);
  });

  it.each(PUBLISHED_PASSWORDS)('refuses %s, published in the repository, in any mode', (password) => {
    expect(() => load('demo-published', { DEMO_PASSWORD: password })).toThrow(/DEMO_PASSWORD/);
    expect(() => load('demo-published', { DEMO_PASSWORD: ` ${password} ` })).toThrow(/DEMO_PASSWORD/);
  });

  it('refuses a password file someone replaced with a published password', () => {
    load('demo-edited');
    writeFileSync(join(root, 'demo-edited', DEMO_PASSWORD_FILE), 'Demo@1234\n');
    expect(() => load('demo-edited')).toThrow(/DEMO_PASSWORD: is published in the repository/);
  });
});

describe('the address npm start listens on', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(load('host-a').HOST).toBe('127.0.0.1');
    expect(load('host-b', { HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('the browser tests’ clock file', () => {
  it('is refused in production: nobody can move a live server’s clock', () => {
    expect(load('clock-a', { TEST_CLOCK_FILE: '/tmp/offset' }).TEST_CLOCK_FILE).toBe('/tmp/offset');
    expect(() => load('clock-b', { ...production, TEST_CLOCK_FILE: '/tmp/offset' })).toThrow(
      /TEST_CLOCK_FILE/,
    );
  });
});

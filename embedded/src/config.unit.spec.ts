import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PUBLISHED_SECRETS } from '@cinema/server-kit';
import { JWT_SECRET_FILE, loadConfig } from './config.ts';

describe('npm start without JWT_SECRET', () => {
  const root = mkdtempSync(join(tmpdir(), 'embedded-config-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const load = (dir: string, env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: join(root, dir), ...env });

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
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      PAYMENT_SANDBOX: 'true',
    };
    expect(load('d', production).JWT_SECRET).toBe(load('d').JWT_SECRET);
    const given = 'Qm9yZWQ/Tm8uIEp1c3QgcmFuZG9tIGVub3VnaCE-x';
    expect(load('e', { JWT_SECRET: given }).JWT_SECRET).toBe(given);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
const settings = [...compose.matchAll(/^\s+([A-Z_]+):\s*(.+)$/gm)].map(([, key, value]) => ({
  key: key!,
  value: value!.trim(),
}));
const required = /^\$\{[A-Z_]+:\?[^}]*\}$/;

describe('docker-compose.yml', () => {
  it('takes every secret and password from the environment and refuses to start without it', () => {
    const secrets = settings.filter((s) => /SECRET|PASSWORD/.test(s.key));
    expect(secrets.map((s) => s.key)).toEqual(expect.arrayContaining(['JWT_SECRET', 'POSTGRES_PASSWORD']));
    for (const { key, value } of secrets)
      expect({ key, value }).toEqual({ key, value: expect.stringMatching(required) });
  });

  it('puts no fixed password into a connection string', () => {
    for (const { value } of settings.filter((s) => /_URL$/.test(s.key))) {
      const credentials = /^\w+:\/\/([^@/]*)@/.exec(value)?.[1] ?? '';
      const password = credentials.slice(credentials.indexOf(':') + 1);
      if (credentials.includes(':')) expect(password).toMatch(required);
    }
  });
});

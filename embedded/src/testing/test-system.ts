import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSchema, type TestDatabase } from '@cinema/event-store/testing';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema, type WriteDeps } from '@cinema/write-api';
import { startSystem, type RunningSystem } from '../system.ts';

export const TEST_INVITE_CODE = 'test-invite-code-123';

export interface TestSystem extends RunningSystem {
  outboxDir: string;
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** The newest OTP mailed to `email`, read from the development outbox. */
  latestOtp(email: string): Promise<string>;
}

/** The whole system over real HTTP, on its own schemas in a shared test database. */
export async function startTestSystem(
  database: TestDatabase,
  { env = {}, overrides = {} }: { env?: Record<string, string>; overrides?: Partial<WriteDeps> } = {},
): Promise<TestSystem> {
  const [eventsSchema, readSchema] = await Promise.all([
    freshSchema(database.url),
    freshSchema(database.url),
  ]);
  const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const config = parseConfig(writeConfigSchema, {
    NODE_ENV: 'test',
    EVENTS_SCHEMA: eventsSchema,
    READ_SCHEMA: readSchema,
    OUTBOX_DIR: outboxDir,
    SUPERADMIN_INVITE_CODE: TEST_INVITE_CODE,
    LOGIN_RATE_LIMIT: '1000',
    OTP_RATE_LIMIT: '1000',
    ...env,
  });
  const system = await startSystem({
    config,
    databaseUrl: database.url,
    embedded: database.kind === 'pglite',
    dataDir: outboxDir,
    port: 0,
    overrides,
  });
  return {
    ...system,
    outboxDir,
    async call(method, path, { body, token, headers = {} } = {}) {
      const response = await fetch(`${system.url}/api/v1${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: await response.json().catch(() => null),
        headers: response.headers,
      };
    },
    latestOtp: (email) => latestOtpIn(outboxDir, email),
  };
}

export async function latestOtpIn(outboxDir: string, email: string): Promise<string> {
  const files = (await readdir(outboxDir)).filter((f) => f.endsWith(`${email.toLowerCase()}.eml`)).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`No mail to ${email} in ${outboxDir}`);
  const match = (await readFile(join(outboxDir, newest), 'utf8')).match(/^Subject: (\d{6}) /m);
  if (!match) throw new Error(`No OTP in ${newest}`);
  return match[1]!;
}

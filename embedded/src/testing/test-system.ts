import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSchema, type TestDatabase } from '@cinema/event-store/testing';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema, type WriteDeps } from '@cinema/write-api';
import { startSystem, type RunningSystem, type SystemOptions } from '../system.ts';
import { requestFrom, type TestResponse } from './request-from.ts';

export const TEST_INVITE_CODE = 'test-invite-code-123';
/** The signing key of every test system of this run: random, so no key in the repository signs anything. */
export const TEST_JWT_SECRET = randomBytes(32).toString('base64url');
/** The operators' token of every test system: `Authorization: Bearer …` reads /readyz details. */
export const TEST_HEALTH_TOKEN = randomBytes(32).toString('base64url');

export interface TestSystem extends RunningSystem {
  outboxDir: string;
  /** Its schemas: another test system started with them is this one after a restart. */
  schemas: { events: string; read: string };
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string;
      headers?: Record<string, string>;
      /** Another client address (127.0.0.2, …) for per-IP limits; default 127.0.0.1. */
      from?: string;
    },
  ): Promise<TestResponse>;
  /**
   * The newest OTP mailed to `email`, read from the development outbox, once the workflow has
   * sent what was due and at least `mails` messages reached it (mail leaves through the outbox
   * a moment after the answer; waits up to 15 s: a loaded CI machine can take a while).
   */
  latestOtp(email: string, mails?: number): Promise<string>;
  /** Mails to `email` in the outbox, counted once the workflow has sent what was due. */
  mailsTo(email: string): Promise<number>;
}

/** The whole system over real HTTP, on its own schemas in a shared test database. */
export async function startTestSystem(
  database: TestDatabase,
  {
    env = {},
    overrides = {},
    workflow,
    schemas,
  }: {
    env?: Record<string, string>;
    overrides?: Partial<WriteDeps>;
    workflow?: SystemOptions['workflow'];
    schemas?: TestSystem['schemas'];
  } = {},
): Promise<TestSystem> {
  const [eventsSchema, readSchema] = schemas
    ? [schemas.events, schemas.read]
    : await Promise.all([freshSchema(database.url), freshSchema(database.url)]);
  const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const config = parseConfig(writeConfigSchema, {
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    HEALTH_TOKEN: TEST_HEALTH_TOKEN,
    EVENTS_SCHEMA: eventsSchema,
    READ_SCHEMA: readSchema,
    OUTBOX_DIR: outboxDir,
    SUPERADMIN_INVITE_CODE: TEST_INVITE_CODE,
    LOGIN_RATE_LIMIT: '1000',
    OTP_RATE_LIMIT: '1000',
    OTP_WRONG_RATE_LIMIT: '1000',
    OTP_SENDS_PER_HOUR_PER_IP: '1000',
    ...env,
  });
  const system = await startSystem({
    config,
    databaseUrl: database.url,
    embedded: database.kind === 'pglite',
    dataDir: outboxDir,
    port: 0,
    overrides,
    workflow: { pollMs: 50, ...workflow },
  });
  /** Until every reactor has seen the log and no outbox message is due (bounded: a failing mailer never settles). */
  const settled = async (deadline: number) => {
    system.workflow.wake();
    while (!(await system.workflow.settled()) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 25));
  };
  return {
    ...system,
    outboxDir,
    schemas: { events: eventsSchema, read: readSchema },
    async call(method, path, { body, token, headers = {}, from } = {}) {
      const init = {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      };
      const url = `${system.url}/api/v1${path}`;
      if (from) return requestFrom(from, url.replace('//localhost:', '//127.0.0.1:'), init);
      const response = await fetch(url, init);
      return {
        status: response.status,
        body: await response.json().catch(() => null),
        headers: response.headers,
      };
    },
    latestOtp: async (email, mails = 1) => {
      const deadline = Date.now() + 15_000;
      await settled(deadline);
      while ((await mailsIn(outboxDir, email)).length < mails && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 25));
      return latestOtpIn(outboxDir, email);
    },
    mailsTo: async (email) => {
      await settled(Date.now() + 15_000);
      return (await mailsIn(outboxDir, email)).length;
    },
  };
}

const mailsIn = async (outboxDir: string, email: string) =>
  (await readdir(outboxDir)).filter((f) => f.endsWith(`${email.toLowerCase()}.eml`)).sort();

export async function latestOtpIn(outboxDir: string, email: string): Promise<string> {
  const newest = (await mailsIn(outboxDir, email)).at(-1);
  if (!newest) throw new Error(`No mail to ${email} in ${outboxDir}`);
  const match = (await readFile(join(outboxDir, newest), 'utf8')).match(/^Subject: (\d{6}) /m);
  if (!match) throw new Error(`No OTP in ${newest}`);
  return match[1]!;
}

/**
 * Test systems a spec may stop and start again (a restart, a crash); whatever is still running
 * at the end of each test is stopped by `stopAll` (call it from afterEach).
 */
export function restartableSystems(database: TestDatabase) {
  const running: TestSystem[] = [];
  return {
    async start(options: Parameters<typeof startTestSystem>[1] = {}) {
      const system = await startTestSystem(database, options);
      running.push(system);
      return system;
    },
    async stop(system: TestSystem) {
      running.splice(running.indexOf(system), 1);
      await system.stop();
    },
    stopAll: () => Promise.all(running.splice(0).map((s) => s.stop())),
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PostgresEventStore } from '@cinema/event-store';
import { freshSchema, testDatabases } from '@cinema/event-store/testing';
import { IDEMPOTENCY_MESSAGES } from '@cinema/server-kit';
import { startTestSystem, type TestSystem, accountWithToken } from '@cinema/embedded/testing';

const PASSWORD = 'Secret@123';

describe.each(testDatabases())('Idempotency-Key over HTTP on $kind', (database) => {
  let system: TestSystem;
  let schemas: { EVENTS_SCHEMA: string; READ_SCHEMA: string };
  let superToken: string;

  beforeAll(async () => {
    schemas = {
      EVENTS_SCHEMA: await freshSchema(database.url),
      READ_SCHEMA: await freshSchema(database.url),
    };
    system = await startTestSystem(database, { env: schemas });
    superToken = (await accountWithToken(system, 'SuperAdmin')).token;
  });
  afterAll(() => system?.stop());

  const addCity = (cityName: string, key?: string, token = superToken) =>
    system.call('POST', '/cinema/addCity', {
      body: { cityName },
      token,
      headers: key ? { 'Idempotency-Key': key } : {},
    });
  const citiesNamed = async (name: string) =>
    (await system.store.readStream('cities')).filter(
      (e) => (e.data as { cityName: string }).cityName === name,
    ).length;

  it('answers a retried command with the first answer and adds nothing twice', async () => {
    const key = randomUUID();
    const first = await addCity('Udaipur', key);
    const retry = await addCity('Udaipur', key);

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await citiesNamed('Udaipur')).toBe(1);
    // Without a key the same retry is refused as a duplicate.
    expect((await addCity('Udaipur')).status).toBe(409);
  });

  it('refuses the same key with a different body, clearly', async () => {
    const key = randomUUID();
    expect((await addCity('Kota', key)).status).toBe(201);
    const other = await addCity('Bikaner', key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_MESSAGES.reused,
    });
    expect(await citiesNamed('Bikaner')).toBe(0);
  });

  it('runs concurrent identical requests once and gives each the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => addCity('Ratlam', key)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(await citiesNamed('Ratlam')).toBe(1);
  });

  it('keeps keys apart per caller', async () => {
    const key = randomUUID();
    const otherToken = (await accountWithToken(system, 'SuperAdmin')).token;
    expect((await addCity('Dewas', key)).status).toBe(201);
    const other = await addCity('Dewas', key, otherToken);
    expect(other.status).toBe(409);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
  });

  it('sends one OTP mail for a retried request instead of answering 429', async () => {
    const email = `idem-${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const send = () =>
      system.call('POST', '/auth/sendotp', { body: { email }, headers: { 'Idempotency-Key': key } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    expect(await system.mailsTo(email)).toBe(1);
  });

  it('replays a signup with its token, and keeps no readable token in the database', async () => {
    const email = `idem-${randomUUID().slice(0, 8)}@example.com`;
    expect((await system.call('POST', '/auth/sendotp', { body: { email } })).status).toBe(200);
    const body = {
      accountType: 'Viewer',
      userName: 'Riya Sharma',
      email,
      contactNumber: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      otp: await system.latestOtp(email),
    };
    const key = randomUUID();
    const signup = () => system.call('POST', '/auth/signup', { body, headers: { 'Idempotency-Key': key } });
    const first = await signup();
    const retry = await signup();

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.token).toBe(first.body.token);
    const stored = await sql(`SELECT body FROM "${schemas.EVENTS_SCHEMA}".idempotency_keys`);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(first.body.token);
  });

  it('refuses a malformed key', async () => {
    const response = await addCity('Sagar', 'x'.repeat(256));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(IDEMPOTENCY_MESSAGES.badKey);
  });

  it('remembers keys across a restart', async () => {
    const key = randomUUID();
    const first = await addCity('Ujjain', key);
    await system.stop();
    system = await startTestSystem(database, { env: schemas });

    const retry = await addCity('Ujjain', key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(await citiesNamed('Ujjain')).toBe(1);
  });

  const sql = async (text: string) => (await (system.store as PostgresEventStore).pool.query(text)).rows;
});

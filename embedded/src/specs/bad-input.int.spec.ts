import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { API_BASE } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';
import { accountWithToken } from '../testing/accounts.ts';
import { rawRequest } from '../testing/raw-http.ts';

const PASSWORD = 'Secret@123';

describe.each(testDatabases())('bad input gets a clear 4xx and changes nothing on $kind', (database) => {
  let system: TestSystem;
  let superAdmin: string;
  const countEvents = async () => (await system.store.readAll('0:0', 100_000)).length;
  const addCity = (body: string | Buffer, headers: Record<string, string>) =>
    rawRequest(system.url, {
      method: 'POST',
      target: `${API_BASE}/cinema/addCity`,
      headers: { Authorization: `Bearer ${superAdmin}`, ...headers },
      body,
    });

  beforeAll(async () => {
    system = await startTestSystem(database);
    superAdmin = (await accountWithToken(system, 'SuperAdmin')).token;
  });
  afterAll(() => system?.stop());

  it.each([
    [
      'an unsupported charset',
      { 'Content-Type': 'application/json; charset=latin1' },
      '{"cityName":"Pune"}',
      415,
    ],
    [
      'an unsupported Content-Encoding',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
      '{"cityName":"Pune"}',
      415,
    ],
    [
      'a body that is not the gzip it claims',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      '{"cityName":"Pune"}',
      400,
    ],
    ['broken JSON', { 'Content-Type': 'application/json' }, '{"cityName":', 400],
    ['a NUL in a string', { 'Content-Type': 'application/json' }, '{"cityName":"Pu\\u0000ne"}', 400],
    ['a lone surrogate', { 'Content-Type': 'application/json' }, '{"cityName":"Pune\\ud800"}', 400],
    ['a control character', { 'Content-Type': 'application/json' }, '{"cityName":"\\u0001"}', 400],
  ] as const)('%s', async (_why, headers, body, status) => {
    const before = await countEvents();
    const response = await addCity(body, headers);
    expect({ status: response.status, success: response.json?.success }).toEqual({ status, success: false });
    expect(response.json.message).toEqual(expect.any(String));
    expect(await countEvents()).toBe(before);
  });

  it('a real gzip body is read', async () => {
    const name = `Gzipur ${randomUUID().slice(0, 6)}`;
    const response = await addCity(gzipSync(JSON.stringify({ cityName: name })), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(response.status).toBe(201);
  });

  it.each([`${API_BASE}/cinema/%E0%A4%A`, `${API_BASE}/%`, '/%E0%A4%A', '/movies/%zz', '/assets/%c0%af.js'])(
    'a malformed escape in %s answers 4xx, not 500',
    async (target) => {
      const response = await rawRequest(system.url, { method: 'GET', target });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );

  it('a NUL in the signup name is refused before the OTP is spent', async () => {
    const email = `nul-${randomUUID().slice(0, 8)}@example.com`;
    expect((await system.call('POST', '/auth/sendotp', { body: { email } })).status).toBe(200);
    const otp = await system.latestOtp(email);
    const body = {
      accountType: 'Viewer',
      email,
      contactNumber: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      otp,
    };
    const refused = await system.call('POST', '/auth/signup', { body: { ...body, userName: 'Riya\u0000' } });
    expect(refused.status).toBe(400);
    const accepted = await system.call('POST', '/auth/signup', {
      body: { ...body, userName: 'Riya Sharma' },
    });
    expect(accepted.status).toBe(201);
  });
});

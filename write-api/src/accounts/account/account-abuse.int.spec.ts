import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { testDatabases } from '@cinema/event-store/testing';
import {
  startTestSystem,
  type TestSystem,
  accountWithToken,
  signupBody,
  TEST_PASSWORD,
} from '@cinema/embedded/testing';

const NEW_PASSWORD = 'Brand@New1';
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;
const OWNER = '127.0.0.1';
const STRANGER = '127.0.0.3';

const answer = (r: { status: number; body: unknown }) => ({ status: r.status, body: r.body });

describe.each(testDatabases())('attacks on accounts, with the default limits, on $kind', (database) => {
  let system: TestSystem;
  let now = Date.parse('2026-11-22T12:00:00.000Z');

  beforeAll(async () => {
    system = await startTestSystem(database, {
      // Only the limits under test keep their defaults (the per-IP send and login budgets would
      // otherwise be shared by every test here, all from one address).
      env: {
        OTP_WRONG_RATE_LIMIT: '3',
        OTP_SENDS_PER_HOUR_PER_IP: '3',
        OTP_SENDS_PER_HOUR: '5',
        OTP_RESEND_GAP_SECONDS: '30',
      },
      overrides: { clock: () => new Date(now) },
    });
  });
  afterAll(() => system?.stop());
  beforeEach(() => {
    now += 3600_000; // per-email limits never carry over from one test to the next
  });

  const sendResetOtp = (email: string, from = OWNER) =>
    system.call('POST', '/auth/forgot-password/sendotp', { body: { email }, from });
  const reset = (email: string, otp: string, from = OWNER) =>
    system.call('POST', '/auth/forgot-password/reset', {
      body: { email, otp, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      from,
    });
  const login = (email: string, password: string) =>
    system.call('POST', '/auth/login', { body: { email, password } });
  const wrongCodeFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

  it('a password reset ends a session from earlier in the same second', async () => {
    const { email } = await accountWithToken(system, 'Viewer');
    expect((await sendResetOtp(email)).status).toBe(200);
    const otp = await system.latestOtp(email);
    now = Math.ceil(now / 1000) * 1000 + 100; // x.100 s
    const before = (await login(email, TEST_PASSWORD)).body.token as string;
    now += 400; // x.500 s: the same second
    expect((await reset(email, otp)).status).toBe(200);
    now += 100; // x.600 s
    const after = (await login(email, NEW_PASSWORD)).body.token as string;
    const guarded = (token: string) => system.call('POST', '/cinema/addCinema', { body: {}, token });
    expect((await guarded(before)).status).toBe(401);
    expect((await guarded(after)).status).toBe(403); // recognised, refused for its role
  });

  it('forgot-password answers a known and an unknown email alike, resends included', async () => {
    const { email: known } = await accountWithToken(system, 'Viewer');
    const unknown = newEmail();
    const both = async () => (await Promise.all([sendResetOtp(known), sendResetOtp(unknown)])).map(answer);

    const first = await both();
    expect(first[0]).toEqual(first[1]);
    expect(first[0]!.status).toBe(200);
    now += 10_000; // within the resend gap
    const tooSoon = await both();
    expect(tooSoon[0]).toEqual(tooSoon[1]);
    expect(tooSoon[0]!.status).toBe(429);
    now += 30_000;
    const again = await both();
    expect(again[0]).toEqual(again[1]);
    expect(again[0]!.status).toBe(200);

    // A wrong code is refused in the same words for both.
    const otp = await system.latestOtp(known);
    expect(answer(await reset(known, wrongCodeFor(otp)))).toEqual(answer(await reset(unknown, '123456')));
    expect(await system.mailsTo(unknown)).toBe(0); // checked after the known email's mail arrived
  });

  it('one address cannot use up the codes an email gets this hour', async () => {
    const { email: known } = await accountWithToken(system, 'Viewer');
    const unknown = newEmail();
    const strangerSends = async (email: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await sendResetOtp(email, STRANGER)).status);
        now += 31_000;
      }
      return statuses;
    };
    const knownStatuses = await strangerSends(known);
    expect(knownStatuses).toEqual([200, 200, 200, 429, 429]);
    expect(await strangerSends(unknown)).toEqual(knownStatuses); // and reveals nothing either

    expect((await sendResetOtp(known, OWNER)).status).toBe(200);
    const otp = await system.latestOtp(known, 4); // the stranger's 3, then the owner's
    expect((await reset(known, otp)).status).toBe(200);
    expect((await login(known, NEW_PASSWORD)).status).toBe(200);
  });

  it("wrong codes from one address stop before they lock the owner's code", async () => {
    const { email } = await accountWithToken(system, 'Viewer');
    expect((await sendResetOtp(email)).status).toBe(200);
    const otp = await system.latestOtp(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await reset(email, wrongCodeFor(otp), STRANGER)).status);
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
    expect((await reset(email, otp, OWNER)).status).toBe(200);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe.each(testDatabases())('forgot-password when mail fails, on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem(database, {
      overrides: {
        mailer: { send: () => Promise.reject(new Error('SMTP down (test)')), describe: () => 'failing' },
      },
    });
  });
  afterAll(() => system?.stop());

  it('still answers a known email exactly as an unknown one', async () => {
    const { email } = await accountWithToken(system, 'Viewer');
    const send = (e: string) => system.call('POST', '/auth/forgot-password/sendotp', { body: { email: e } });
    expect(answer(await send(email))).toEqual(answer(await send(newEmail())));
  });
});

describe.each(testDatabases())('per-address limits count failures, on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    // Every per-address limit at its default.
    system = await startTestSystem(database, {
      env: { LOGIN_RATE_LIMIT: '20', OTP_RATE_LIMIT: '10', OTP_WRONG_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => system?.stop());

  it('six people signing up at once from one address, with their right codes, all get their accounts', async () => {
    const emails = Array.from({ length: 6 }, newEmail);
    for (const email of emails)
      expect((await system.call('POST', '/auth/sendotp', { body: { email } })).status).toBe(200);
    const codes = await Promise.all(emails.map((email) => system.latestOtp(email)));
    const signups = await Promise.all(
      emails.map((email, i) => system.call('POST', '/auth/signup', { body: signupBody(email, codes[i]!) })),
    );
    expect(signups.map((r) => r.status)).toEqual(Array(6).fill(201));
    const logins = await Promise.all(
      emails.map((email) => system.call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } })),
    );
    expect(logins.map((r) => r.status)).toEqual(Array(6).fill(200));
  });

  it('wrong codes sent all at once from one address still stop at three', async () => {
    const email = newEmail();
    expect((await system.call('POST', '/auth/sendotp', { body: { email }, from: STRANGER })).status).toBe(
      200,
    );
    const otp = await system.latestOtp(email);
    const wrong = otp === '000000' ? '111111' : '000000';
    const tries = await Promise.all(
      Array.from({ length: 10 }, () =>
        system.call('POST', '/auth/signup', { body: signupBody(email, wrong), from: STRANGER }),
      ),
    );
    const statuses = tries.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(400), ...Array(7).fill(429)]);
    // The code itself took three wrong tries, not ten: it still works for its owner.
    const owner = await system.call('POST', '/auth/signup', { body: signupBody(email, otp) });
    expect(owner.status).toBe(201);
  });
});

describe.each(testDatabases())('signup is rate-limited per address on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem(database, { env: { LOGIN_RATE_LIMIT: '3' } });
  });
  afterAll(() => system?.stop());

  it('refuses the fourth signup from one address within the window, not from another', async () => {
    const signup = (from: string) =>
      system.call('POST', '/auth/signup', { body: { email: newEmail(), otp: '123456' }, from });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signup(OWNER)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    expect((await signup(STRANGER)).status).not.toBe(429);
  });
});

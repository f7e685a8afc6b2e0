import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { testDatabases } from '@cinema/event-store/testing';
import { TOASTS, VALIDATION } from '@cinema/contracts';
import {
  accountWithToken,
  signupBody,
  startTestSystem,
  TEST_INVITE_CODE,
  TEST_PASSWORD,
  type TestSystem,
} from '@cinema/embedded/testing';

const PASSWORD = TEST_PASSWORD;
const newEmail = () => `user-${randomUUID().slice(0, 8)}@example.com`;

describe.each(testDatabases())('accounts over HTTP on $kind', (database) => {
  let system: TestSystem;
  let now = Date.parse('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(now) } });
  });
  afterAll(() => system?.stop());
  beforeEach(() => {
    now += 3600_000; // every test starts an hour later: per-email OTP limits never carry over
  });

  const sendOtp = (email: unknown) => system.call('POST', '/auth/sendotp', { body: { email } });
  const signup = (body: unknown) => system.call('POST', '/auth/signup', { body });
  const login = (email: string, password: string) =>
    system.call('POST', '/auth/login', { body: { email, password } });
  const otpFor = async (email: string) => {
    expect((await sendOtp(email)).status).toBe(200);
    return system.latestOtp(email);
  };

  describe('sending an OTP', () => {
    it('mails a 6-digit code into the outbox as a real message', async () => {
      const email = newEmail();
      const response = await sendOtp(email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ success: true, message: TOASTS.otpSent });
      expect(await system.mailsTo(email)).toBe(1); // sent by the outbox a moment after the answer
      const file = (await readdir(system.outboxDir)).find((f) => f.endsWith(`${email}.eml`))!;
      const mail = await readFile(join(system.outboxDir, file), 'utf8');
      expect(mail).toMatch(new RegExp(`^To: ${email}`, 'm'));
      expect(await system.latestOtp(email)).toMatch(/^\d{6}$/);
    });

    it.each(['not-an-email', 'a@b', '', '  '])('refuses the email %j with the spec text', async (email) => {
      const response = await sendOtp(email);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/valid email|Email is required/);
    });

    it('asks to wait before a resend within 30 seconds, then allows it', async () => {
      const email = newEmail();
      await otpFor(email);
      now += 10_000;
      expect((await sendOtp(email)).status).toBe(429);
      now += 30_000;
      expect((await sendOtp(email)).status).toBe(200);
    });

    it('allows at most five codes an hour per email', async () => {
      const email = newEmail();
      for (let i = 0; i < 5; i++) {
        expect((await sendOtp(email)).status).toBe(200);
        now += 31_000;
      }
      const sixth = await sendOtp(email);
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(/Too many OTP requests/);
    });
  });

  describe('signing up', () => {
    it('creates a Viewer by default and answers with a working token and the user', async () => {
      const email = newEmail();
      const response = await signup(signupBody(email, await otpFor(email), { accountType: undefined }));
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        success: true,
        message: TOASTS.signup,
        token: expect.any(String),
        user: {
          _id: expect.any(String),
          userName: 'Riya Sharma',
          contactNumber: '9876543210',
          email,
          accountType: 'Viewer',
          dob: null,
        },
      });
      const again = await login(email, PASSWORD);
      expect(again.status).toBe(200);
      expect(again.body.user).toEqual(response.body.user);
    });

    it('lets anyone sign up as an Admin', async () => {
      const email = newEmail();
      const response = await signup(signupBody(email, await otpFor(email), { accountType: 'Admin' }));
      expect(response.status).toBe(201);
      expect(response.body.user.accountType).toBe('Admin');
    });

    it('refuses a SuperAdmin without the invite code, and with a wrong one', async () => {
      for (const inviteCode of [undefined, 'wrong-code-999']) {
        const email = newEmail();
        const response = await signup(
          signupBody(email, await otpFor(email), { accountType: 'SuperAdmin', inviteCode }),
        );
        expect(response.status).toBe(403);
        expect((await login(email, PASSWORD)).status).toBe(401);
      }
    });

    it('accepts a SuperAdmin with the configured invite code', async () => {
      const email = newEmail();
      const response = await signup(
        signupBody(email, await otpFor(email), { accountType: 'SuperAdmin', inviteCode: TEST_INVITE_CODE }),
      );
      expect(response.status).toBe(201);
      expect(response.body.user.accountType).toBe('SuperAdmin');
    });

    it.each([
      [{ email: 'bad' }, VALIDATION.email],
      [{ contactNumber: '98765' }, VALIDATION.contactNumber],
      [{ contactNumber: '98765432101' }, VALIDATION.contactNumber],
      [{ confirmPassword: 'Other@123' }, VALIDATION.passwordMismatch],
      [{ password: 'short', confirmPassword: 'short' }, VALIDATION.passwordTooShort],
      [{ otp: '12ab56' }, VALIDATION.otpLength],
      [{ accountType: 'Root' }, undefined],
    ])('refuses %j and creates nothing', async (change, message) => {
      const email = newEmail();
      const otp = await otpFor(email);
      const response = await signup({ ...signupBody(email, otp), ...change });
      expect(response.status).toBe(400);
      expect(response.body.success).toBe(false);
      if (message) expect(response.body.message).toBe(message);
      expect((await login(email, PASSWORD)).status).toBe(401);
      // The code was not used up by the refused request.
      expect((await signup(signupBody(email, otp))).status).toBe(201);
    });

    it('refuses a wrong code, and locks the code after five wrong tries', async () => {
      const email = newEmail();
      const otp = await otpFor(email);
      const wrong = otp === '000000' ? '111111' : '000000';
      const first = await signup(signupBody(email, wrong));
      expect(first.status).toBe(400);
      expect(first.body.message).toBe('Invalid OTP');
      for (let i = 0; i < 4; i++) await signup(signupBody(email, wrong));
      const locked = await signup(signupBody(email, otp));
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/Too many wrong attempts/);
    });

    it('refuses an expired code (after 10 minutes)', async () => {
      const email = newEmail();
      const otp = await otpFor(email);
      now += 10 * 60_000 + 1000;
      const response = await signup(signupBody(email, otp));
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/expired/);
    });

    it('replaces the old code with a new one', async () => {
      const email = newEmail();
      const old = await otpFor(email);
      now += 31_000;
      expect((await sendOtp(email)).status).toBe(200);
      const fresh = await system.latestOtp(email, 2); // the second mail, not the first read again
      if (old !== fresh) expect((await signup(signupBody(email, old))).status).toBe(400);
      expect((await signup(signupBody(email, fresh))).status).toBe(201);
    });

    it('refuses a second account for the same email in any case', async () => {
      const email = newEmail();
      expect((await signup(signupBody(email, await otpFor(email)))).status).toBe(201);
      const upper = email.toUpperCase();
      const resend = await sendOtp(upper);
      expect(resend.status).toBe(409);
      expect(resend.body.message).toMatch(/already exists/);
      const again = await signup(signupBody(`  ${upper} `, '123456'));
      expect(again.status).toBe(409);
    });
  });

  describe('logging in', () => {
    let email: string;
    beforeAll(async () => {
      email = newEmail();
      await signup(signupBody(email, await otpFor(email)));
    });

    it('answers a wrong password and an unknown email the same way', async () => {
      const wrongPassword = await login(email, 'Wrong@123');
      const unknownEmail = await login(newEmail(), PASSWORD);
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual(unknownEmail.body);
      expect(wrongPassword.body.token).toBeUndefined();
    });

    it('trims the email and ignores its case', async () => {
      const response = await login(`  ${email.toUpperCase()}  `, PASSWORD);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        message: TOASTS.login,
        token: expect.any(String),
      });
    });

    it.each([
      [{ email: '', password: 'x' }, VALIDATION.emailRequired],
      [{ email: 'a@b.co', password: '   ' }, VALIDATION.passwordRequired],
    ])('requires both fields: %j', async (body, message) => {
      const response = await system.call('POST', '/auth/login', { body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('forgot password', () => {
    it('resets the password with an emailed code; the old password stops working', async () => {
      const email = newEmail();
      await signup(signupBody(email, await otpFor(email)));
      now += 31_000;
      const send = await system.call('POST', '/auth/forgot-password/sendotp', { body: { email } });
      expect(send.status).toBe(200);
      const otp = await system.latestOtp(email, 2); // after the signup code
      const reset = await system.call('POST', '/auth/forgot-password/reset', {
        body: { email, otp, password: 'Brand@New1', confirmPassword: 'Brand@New1' },
      });
      expect(reset.status).toBe(200);
      expect((await login(email, PASSWORD)).status).toBe(401);
      expect((await login(email, 'Brand@New1')).status).toBe(200);
    });

    it('ends every session that started before the reset', async () => {
      const email = newEmail();
      const { token: oldToken } = (await signup(signupBody(email, await otpFor(email)))).body;
      const guarded = () => system.call('POST', '/cinema/addCinema', { body: {}, token: oldToken });
      expect((await guarded()).status).toBe(403); // a Viewer's token is recognised: refused for its role
      now += 31_000;
      await system.call('POST', '/auth/forgot-password/sendotp', { body: { email } });
      const otp = await system.latestOtp(email, 2);
      now += 2_000; // (the same second is covered in account-abuse.int.spec.ts)
      await system.call('POST', '/auth/forgot-password/reset', {
        body: { email, otp, password: 'Brand@New1', confirmPassword: 'Brand@New1' },
      });
      expect((await guarded()).status).toBe(401);
      const fresh = await login(email, 'Brand@New1');
      const again = await system.call('POST', '/cinema/addCinema', { body: {}, token: fresh.body.token });
      expect(again.status).toBe(403);
    });

    it('answers the same for an unknown email and mails nothing', async () => {
      const email = newEmail();
      const send = await system.call('POST', '/auth/forgot-password/sendotp', { body: { email } });
      expect(send.status).toBe(200);
      expect(send.body).toEqual({ success: true, message: TOASTS.otpSent });
      expect(await system.mailsTo(email)).toBe(0);
    });

    it('refuses a wrong reset code', async () => {
      const email = newEmail();
      await signup(signupBody(email, await otpFor(email)));
      const reset = await system.call('POST', '/auth/forgot-password/reset', {
        body: { email, otp: '123456', password: 'Brand@New1', confirmPassword: 'Brand@New1' },
      });
      expect(reset.status).toBe(400);
      expect((await login(email, PASSWORD)).status).toBe(200);
    });
  });
});

describe.each(testDatabases())('account limits and settings on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem(database, {
      env: { LOGIN_RATE_LIMIT: '3', OTP_RATE_LIMIT: '3', SUPERADMIN_INVITE_CODE: '' },
    });
  });
  afterAll(() => system?.stop());

  it('refuses every SuperAdmin signup when no invite code is configured, whatever the client sends', async () => {
    const email = newEmail();
    await system.call('POST', '/auth/sendotp', { body: { email } });
    const otp = await system.latestOtp(email);
    const response = await system.call('POST', '/auth/signup', {
      body: signupBody(email, otp, { accountType: 'SuperAdmin', inviteCode: TEST_INVITE_CODE }),
    });
    expect(response.status).toBe(403);
  });

  it("counts only failed logins: one office's staff log in 30 times from one address; wrong passwords still get 429", async () => {
    const { email } = await accountWithToken(system, 'Admin');
    const office = '127.0.0.4';
    const loginFrom = (password: string) =>
      system.call('POST', '/auth/login', { body: { email, password }, from: office });
    // The shift starts: everyone at once, and more than the limit of 3 (a failure budget).
    const successes = await Promise.all(Array.from({ length: 30 }, () => loginFrom(PASSWORD)));
    expect(successes.map((r) => r.status)).toEqual(Array(30).fill(200));
    const wrong: { status: number; headers: Headers }[] = [];
    for (let i = 0; i < 4; i++) wrong.push(await loginFrom('Wrong@1234'));
    expect(wrong.map((r) => r.status)).toEqual([401, 401, 401, 429]);
    const retryAfter = Number(wrong[3]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('rate-limits login attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await system.call('POST', '/auth/login', { body: { email: 'x@y.com', password: 'nope' } })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('rate-limits OTP sends per IP across emails', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await system.call('POST', '/auth/sendotp', { body: { email: newEmail() } })).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import type { Mailer, MailMessage } from '@cinema/write-api';
import { restartableSystems, TEST_HEALTH_TOKEN, type TestSystem } from '@cinema/embedded/testing';

const newEmail = () => `mail-${randomUUID().slice(0, 8)}@example.com`;
const codeIn = (mail: MailMessage) => /^(\d{6}) /.exec(mail.subject)![1]!;

/** OTP mail leaves through the outbox: the request only appends the event. */
describe.each(testDatabases())('OTP mail through the outbox, on $kind', (database) => {
  const { start, stop, stopAll } = restartableSystems(database);
  afterEach(stopAll);
  const sendOtp = (system: TestSystem, email: string) =>
    system.call('POST', '/auth/sendotp', { body: { email } });

  it('answers 200 while SMTP fails, and the mail goes out on a later try', async () => {
    let now = Date.parse('2026-12-01T10:00:00Z');
    const attempts: MailMessage[] = [];
    const delivered: MailMessage[] = [];
    const flaky: Mailer = {
      send: async (message) => {
        attempts.push(message);
        if (attempts.length <= 2) throw new Error('421 service not available (test)');
        delivered.push(message);
      },
      describe: () => 'flaky',
    };
    const system = await start({ overrides: { clock: () => new Date(now), mailer: flaky } });
    const email = newEmail();
    expect((await sendOtp(system, email)).status).toBe(200);
    await waitFor(() => attempts.length === 1, { message: 'the first try' });
    // Operators see it waiting for its retry in /readyz (which stays ready: a mail is no reason not to serve).
    const ready = await waitFor(async () => {
      const response = await fetch(`${system.url}/readyz`, {
        headers: { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` },
      });
      const body = (await response.json()) as { checks: { workflow: { outbox: { pending: number } } } };
      return response.status === 200 && body.checks.workflow.outbox.pending === 1 && body;
    });
    expect(ready.checks.workflow).toMatchObject({ ok: true, outbox: { pending: 1, due: 0, failed: 0 } });
    for (const pause of [1300, 2600]) {
      now += pause; // past the backoff of the try that failed
      system.workflow.wake();
      await waitFor(() => attempts.length > (pause === 1300 ? 1 : 2), { message: 'a retry' });
    }
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.to).toBe(email);
    expect(attempts.map((m) => m.key)).toEqual(Array(3).fill(delivered[0]!.key));
    // The code works, and the resend allowance was not spent on the failures.
    const signup = await system.call('POST', '/auth/signup', {
      body: {
        accountType: 'Viewer',
        userName: 'Riya Sharma',
        email,
        contactNumber: '9876543210',
        password: 'Secret@123',
        confirmPassword: 'Secret@123',
        otp: codeIn(delivered[0]!),
      },
    });
    expect(signup.status).toBe(201);
  });

  it('a mail the sender delivered but never marked is delivered again with the same Message-ID', async () => {
    const system = await start();
    const email = newEmail();
    await sendOtp(system, email);
    await system.latestOtp(email);
    // What a crash between sending and marking leaves: the message still pending.
    await system.workflow.db
      .updateTable('workflow_outbox')
      .set({ status: 'pending', claimed_by: null, claimed_until: null, done_at: null })
      .where('kind', '=', 'otp-mail')
      .execute();
    system.workflow.wake();
    await system.latestOtp(email, 2);
    const files = (await readdir(system.outboxDir)).filter((f) => f.endsWith(`${email}.eml`));
    const ids = await Promise.all(
      files.map(
        async (f) => (await readFile(join(system.outboxDir, f), 'utf8')).match(/^Message-ID: (.+)$/im)?.[1],
      ),
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a mail the process had no time to send is sent after the restart', async () => {
    const first = await start();
    await first.workflow.close(); // the process dies right after the answer
    const email = newEmail();
    expect((await sendOtp(first, email)).status).toBe(200);
    await stop(first);
    expect((await readdir(first.outboxDir)).length).toBe(0);

    const second = await start({ schemas: first.schemas });
    expect(await second.latestOtp(email)).toMatch(/^\d{6}$/);
  });
});

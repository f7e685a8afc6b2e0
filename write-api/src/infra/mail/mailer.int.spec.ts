import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { outboxMailer, smtpMailer } from './mailer.ts';
import { otpEmail } from '../../accounts/otp/otp-email.ts';

describe('OTP mail over real SMTP (a local SMTP server stands in for the provider)', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections++;
        callback();
      },
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the code to the recipient from the configured sender', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Cine Yatra <no-reply@cineyatra.example>');
    await mailer.send(otpEmail('riya@example.com', '493817', 'signup', 'Cine Yatra'));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@cineyatra.example', to: ['riya@example.com'] });
    expect(received[0]!.raw).toMatch(/^Subject: 493817 is your Cine Yatra verification code/m);
    expect(mailer.describe()).toBe(`SMTP 127.0.0.1:${port}`);
  });

  it('sends many mails at once over a few kept-open connections (a pool), not a connection each', async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Cine Yatra <no-reply@cineyatra.example>');
    const before = { received: received.length, connections };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        mailer.send(otpEmail(`viewer-${i}@example.com`, '493817', 'signup', 'Cine Yatra')),
      ),
    );
    expect(received.length - before.received).toBe(20);
    expect(connections - before.connections).toBeLessThanOrEqual(5);
  });

  it('the development outbox writes the same message as an .eml file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    await outboxMailer(dir, 'Cine Yatra <no-reply@cineyatra.example>').send(
      otpEmail('Riya@Example.com', '112233', 'reset', 'Cine Yatra'),
    );
    const [file] = await readdir(dir);
    expect(file).toMatch(/riya@example\.com\.eml$/);
    const eml = await readFile(join(dir, file!), 'utf8');
    expect(eml).toMatch(/^To: riya@example\.com/im);
    expect(eml).toMatch(/^Subject: 112233 is your Cine Yatra verification code/m);
    expect(eml).toContain('reset your password');
  });

  it('keeps the outbox to its owner: the folder 0700, each mail (an OTP inside) 0600', async () => {
    const mode = async (path: string) => (await stat(path)).mode & 0o777;
    const parent = await mkdtemp(join(tmpdir(), 'outbox-parent-'));
    const fresh = join(parent, 'outbox');
    const mailer = outboxMailer(fresh, 'Cine Yatra <no-reply@cineyatra.example>');
    await mailer.send(otpEmail('riya@example.com', '112233', 'signup', 'Cine Yatra'));
    expect(await mode(fresh)).toBe(0o700);
    const [file] = await readdir(fresh);
    expect(await mode(join(fresh, file!))).toBe(0o600);

    // A folder an earlier version made readable by everyone (0755) is closed on the next mail.
    const earlier = join(parent, 'earlier');
    await mkdir(earlier, { mode: 0o755 });
    await outboxMailer(earlier, 'Cine Yatra <no-reply@cineyatra.example>').send(
      otpEmail('riya@example.com', '445566', 'signup', 'Cine Yatra'),
    );
    expect(await mode(earlier)).toBe(0o700);
    for (const name of await readdir(earlier)) expect(await mode(join(earlier, name))).toBe(0o600);
  });
});

describe('Message-ID', () => {
  it('is the same for every delivery of one outbox message, and differs between messages', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'Cine Yatra <no-reply@cineyatra.example>');
    const mail = otpEmail('riya@example.com', '112233', 'signup', 'Cine Yatra');
    await mailer.send({ ...mail, key: 'otp-mail@12:3#0' });
    await mailer.send({ ...mail, key: 'otp-mail@12:3#0' });
    await mailer.send({ ...mail, key: 'otp-mail@12:4#0' });
    const ids = await Promise.all(
      (await readdir(dir))
        .sort()
        .map(async (f) => (await readFile(join(dir, f), 'utf8')).match(/^Message-ID: (.+)$/im)?.[1]),
    );
    expect(ids[0]).toMatch(/^<[0-9a-f]{40}@cineyatra\.example>$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });
});

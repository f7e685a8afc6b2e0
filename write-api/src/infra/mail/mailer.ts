import { chmod, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import { messageIdFor } from './message-id.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable key for this message (the outbox row id): the Message-ID header is derived from it,
   * so a message delivered twice by an at-least-once sender carries the same Message-ID twice
   * and the receiving side can drop the copy.
   */
  key?: string;
  /** Files sent along; one with a `cid` is shown inside the HTML as `<img src="cid:…">` (a ticket's QR code). */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
}

const withMessageId = (from: string, { key, ...message }: MailMessage) => ({
  from,
  ...message,
  ...(key ? { messageId: messageIdFor(key, from) } : {}),
});

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log ("smtp://host" or the outbox folder). */
  describe(): string;
}

/** An SMTP pool with nothing to send for this long is closed (a new one opens for the next mail). */
const SMTP_IDLE_MS = 1000;

/**
 * Real mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com), over a pool of kept-open
 * connections (5 unless the URL says `?maxConnections=`): the outbox sends many mails at once, and
 * a connection (and TLS handshake) per mail cost ~150 ms each. The connections send small writes
 * at once (no Nagle): the end of a message waited for the server's delayed ACK, 40 ms a mail, and
 * held a connection to ~20 mails a second. The pool is closed after a second with nothing to
 * send, so no idle connection outlives a burst.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: nodemailer.Transporter | undefined;
  let sending = 0;
  let idle: NodeJS.Timeout | undefined;
  return {
    send: async (m) => {
      clearTimeout(idle);
      transport ??= nodemailer.createTransport(
        new SMTPPool({ pool: true, url: smtpUrl, getSocket: noDelaySocket }),
      );
      const current = transport;
      sending++;
      try {
        await current.sendMail(withMessageId(from, m));
      } finally {
        if (--sending === 0)
          idle = setTimeout(() => {
            if (transport === current) transport = undefined;
            current.close();
          }, SMTP_IDLE_MS);
      }
    },
    describe: () => `SMTP ${new URL(smtpUrl).host}`,
  };
}

/** nodemailer's own connection, but with TCP_NODELAY (it upgrades the socket to TLS itself). */
function noDelaySocket(
  options: SMTPPool.Options,
  callback: (error: Error | null, socketOptions?: { connection: Socket }) => void,
) {
  const socket = connect({
    host: options.host ?? 'localhost',
    port: options.port ?? (options.secure ? 465 : 587),
    noDelay: true,
  });
  const fail = (error: Error) => {
    socket.destroy();
    callback(error);
  };
  socket.setTimeout(options.connectionTimeout ?? 120_000, () => fail(new Error('SMTP connection timeout')));
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.off('error', fail);
    callback(null, { connection: socket });
  });
}

/**
 * Development outbox: each message is rendered by nodemailer exactly as it would be sent and
 * written as an .eml file, which developers open and tests read. Never used in production.
 * The mails hold OTP codes and tickets: the folder is the owner's only (0700), each file too (0600).
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  // The folder is made (or tightened) by the first mail, and again if it has gone since.
  let folder: Promise<void> | undefined;
  return {
    send: async (m) => {
      const info = await transport.sendMail(withMessageId(from, m));
      const safeTo = m.to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}-${safeTo}.eml`;
      // Written under a hidden name and renamed into place, so a reader never sees half a mail.
      const write = async () => {
        const partial = join(dir, `.${name}.partial`);
        await writeFile(partial, info.message as Buffer, { mode: 0o600, flag: 'wx' });
        await rename(partial, join(dir, name));
      };
      await (folder ??= ownerOnlyFolder(dir).catch((error: unknown) => {
        folder = undefined;
        throw error;
      }));
      await write().catch(async (error: unknown) => {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        folder = ownerOnlyFolder(dir);
        await folder;
        await write();
      });
    },
    describe: () => `development outbox ${dir}`,
  };
}

/** Creates the folder owner-only, and takes group and other access away from one made earlier. */
async function ownerOnlyFolder(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (((await stat(dir)).mode & 0o077) !== 0) await chmod(dir, 0o700);
}

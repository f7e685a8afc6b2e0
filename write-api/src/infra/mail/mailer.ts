import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
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

/** Real mail over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (m) => {
      await transport.sendMail(withMessageId(from, m));
    },
    describe: () => `SMTP ${new URL(smtpUrl).host}`,
  };
}

/**
 * Development outbox: each message is rendered by nodemailer exactly as it would be sent and
 * written as an .eml file, which developers open and tests read. Never used in production.
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    send: async (m) => {
      const info = await transport.sendMail(withMessageId(from, m));
      await mkdir(dir, { recursive: true });
      const safeTo = m.to.toLowerCase().replace(/[^a-z0-9@._-]/g, '_');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++counter}-${safeTo}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
    describe: () => `development outbox ${dir}`,
  };
}

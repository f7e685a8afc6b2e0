import { eventSchemas } from '@cinema/contracts';
import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { otpEmail } from './otp-email.ts';
import { openOtp } from './otp-seal.ts';

/*
 * OTP mail goes through the outbox: the request only appends OtpIssued (with the code sealed),
 * this reactor turns it into an outbox message in the same transaction as its checkpoint, and
 * the outbox sender mails it with retries. An SMTP failure therefore neither fails the request
 * nor spends a resend, and a crash between the append and the mail loses nothing.
 */

const issued = eventSchemas.OtpIssued.shape;
const otpMailSchema = z.object({
  to: z.string(),
  purpose: issued.purpose,
  sealedCode: z.string(),
  expiresAt: z.string(),
});

export const otpMailReactor: Reactor = {
  name: 'otp-mail',
  handles: ['OtpIssued'],
  react: (event) =>
    event.type === 'OtpIssued' && event.data.sealedCode
      ? [
          {
            send: 'otp-mail',
            // A new code replaces the last: the mails to one address must arrive in the order
            // issued, so the newest code is the last one read.
            key: `mail-to:${event.data.email.toLowerCase()}`,
            payload: {
              to: event.data.email,
              purpose: event.data.purpose,
              sealedCode: event.data.sealedCode,
              expiresAt: event.data.expiresAt,
            } satisfies z.input<typeof otpMailSchema>,
          },
        ]
      : [],
};

/** Opens the code and mails it; the outbox message id becomes the mail's Message-ID. */
export const sendOtpMail =
  (deps: Pick<WriteDeps, 'mailer' | 'otpSecret' | 'clock' | 'brand'>): OutboxHandler =>
  async (message) => {
    const mail = otpMailSchema.parse(message.payload);
    if (deps.clock().getTime() > Date.parse(mail.expiresAt))
      return { drop: 'the code expired before it could be mailed' };
    const code = openOtp(deps.otpSecret, mail.purpose, mail.to, mail.sealedCode);
    if (!code) return { drop: 'the sealed code does not open with this server key (JWT_SECRET changed?)' };
    await deps.mailer.send({ ...otpEmail(mail.to, code, mail.purpose, deps.brand), key: message.id });
  };

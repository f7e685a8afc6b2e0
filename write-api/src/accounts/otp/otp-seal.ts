import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@cinema/contracts';

/*
 * The OTP mail needs the plain code, but the request only appends an event and the mail is sent
 * later by the outbox sender (possibly in another process, after a restart). So the OtpIssued
 * event carries the code sealed with AES-256-GCM under a key derived from the server secret
 * (never stored), bound to the email and purpose, and the sender opens it just before mailing.
 *
 * Why this and not an outbox row written in the append's transaction: the event is then the only
 * write a request makes, the same on PostgreSQL and EventStoreDB (which shares no transaction
 * with the outbox), and write-api stays free of the workflow tables. The event log keeps a
 * ciphertext of a code that expires in 10 minutes and dies at the next code or its first use;
 * opening it needs JWT_SECRET, which already signs every session. A rotated secret only makes the
 * codes in flight undeliverable (dropped; the user asks for a new one).
 */
const VERSION = 'v1';
const keyFrom = (otpSecret: string) => createHmac('sha256', otpSecret).update('otp-mail-seal').digest();
const boundTo = (purpose: string, email: string) => Buffer.from(`${purpose}:${normalizeEmail(email)}`);

export function sealOtp(otpSecret: string, purpose: string, email: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(otpSecret), iv);
  cipher.setAAD(boundTo(purpose, email));
  const sealed = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The code, or null when it cannot be opened (another key, another email, tampered). */
export function openOtp(otpSecret: string, purpose: string, email: string, sealed: string): string | null {
  const [version, body] = sealed.split('.');
  if (version !== VERSION || !body) return null;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(otpSecret), bytes.subarray(0, 12));
    decipher.setAAD(boundTo(purpose, email));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token a ticket's QR code carries: `T1.<bookingId>.<screeningId>.<signature>`, signed with
 * HMAC-SHA256 under a key derived from JWT_SECRET for this purpose only, so a token cannot be made
 * or altered without the server's secret, and no token key is ever configured separately.
 * It names the booking; whether it was already used is the screening stream's to say.
 */
const PREFIX = 'T1';

export const ticketKeyFrom = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('ticket-signing-key').digest('base64url');

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export function signTicket(key: string, ticket: { bookingId: string; screeningId: string }): string {
  const body = `${PREFIX}.${ticket.bookingId}.${ticket.screeningId}`;
  return `${body}.${sign(key, body)}`;
}

/** The booking and screening a genuine token names; null for anything else. */
export function verifyTicket(key: string, token: string): { bookingId: string; screeningId: string } | null {
  const last = token.lastIndexOf('.');
  if (last <= 0 || !token.startsWith(`${PREFIX}.`)) return null;
  const body = token.slice(0, last);
  const given = Buffer.from(token.slice(last + 1));
  const expected = Buffer.from(sign(key, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const rest = body.slice(PREFIX.length + 1);
  const dot = rest.indexOf('.');
  if (dot <= 0) return null;
  return { bookingId: rest.slice(0, dot), screeningId: rest.slice(dot + 1) };
}

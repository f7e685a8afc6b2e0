import { eventSchemas } from '@cinema/contracts';
import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { signTicket } from '@cinema/server-kit';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { loadAccount } from '../../accounts/account/commands.ts';
import { bookingEmail } from './booking-email.ts';
import { loadTicketFacts } from './ticket-facts.ts';
import { qrPng } from './qr-png.ts';

/*
 * The booking confirmation leaves through the outbox: SeatsBooked → this reactor writes one
 * message with its checkpoint (exactly once per booking), the sender mails it at least once with
 * the message id as Message-ID, so a resend after a crash is the same mail (receivers drop it).
 */

export const BOOKING_MAIL = 'booking-mail';
const booked = eventSchemas.SeatsBooked.shape;
const bookingMailPayload = z.object({
  bookingId: z.string(),
  screeningId: z.string(),
  accountId: z.string(),
  seats: booked.seats,
  totalPaise: z.number().int(),
});

export const bookingMailReactor: Reactor = {
  name: 'booking-mail',
  handles: ['SeatsBooked'],
  react: (event) =>
    event.type === 'SeatsBooked'
      ? [
          {
            send: BOOKING_MAIL,
            payload: {
              bookingId: event.data.bookingId,
              screeningId: event.data.screeningId,
              accountId: event.data.accountId,
              seats: event.data.seats,
              totalPaise: event.data.totalPaise,
            } satisfies z.input<typeof bookingMailPayload>,
          },
        ]
      : [],
};

/** The QR code of a ticket: a PNG that carries the signed ticket token. */
export const ticketQrPng = async (token: string) =>
  qrPng(token, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

export const sendBookingMail =
  (deps: Pick<WriteDeps, 'store' | 'mailer' | 'ticketKey' | 'brand'>): OutboxHandler =>
  async (message) => {
    const booking = bookingMailPayload.parse(message.payload);
    const account = await loadAccount(deps, booking.accountId);
    if (account.status !== 'active') return { drop: 'the account was closed' };
    const facts = await loadTicketFacts(deps, booking.screeningId);
    if (!facts) return { drop: `screening ${booking.screeningId} is not known` };
    const token = signTicket(deps.ticketKey, {
      bookingId: booking.bookingId,
      screeningId: booking.screeningId,
    });
    const mail = bookingEmail({
      ...facts,
      to: account.email,
      viewerName: account.userName,
      bookingId: booking.bookingId,
      seats: booking.seats,
      totalPaise: booking.totalPaise,
      qrPng: await ticketQrPng(token),
      brand: deps.brand,
    });
    await deps.mailer.send({ ...mail, key: message.id });
  };

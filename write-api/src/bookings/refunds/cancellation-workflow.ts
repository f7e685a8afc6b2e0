import { eventSchemas } from '@cinema/contracts';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { loadAccount } from '../../accounts/account/commands.ts';
import { cancelOneScreening } from '../../shows/schedule/cancel-commands.ts';
import { ScreeningStartedError } from '../../shows/seats/errors.ts';
import { loadTicketFacts } from '../tickets/ticket-facts.ts';
import { cancellationEmail } from './cancellation-email.ts';
import { refundCancelledBooking } from './refund-booking.ts';
import { isCounterOrder, refundCounterSale } from '../../counter/sales/counter-refund.ts';
import { loadScreeningState } from '../../shows/seats/screening-state.ts';
import type { productHandlers, productReactors } from '../../infra/workflow/product-workflow.ts';

// The workflow package's types as the product uses them (that package is moving; this stays put).
type Reactor = (typeof productReactors)[number];
type OutboxHandler = ReturnType<typeof productHandlers>[string];

/*
 * What a cancellation sets off, through the outbox (each at least once, each idempotent):
 * ShowCancelled → each listed screening is cancelled on its own stream (the request did it
 * already unless it died half-way); ScreeningCancelled → each booking is refunded in full through
 * the gateway (BookingRefunded, once per booking; a counter sale's is recorded as owed at the
 * counter) and its holder mailed (once: the message id is the mail's Message-ID).
 */

export const CANCEL_SCREENING = 'cancel-screening';
export const REFUND_CANCELLED_BOOKING = 'refund-cancelled-booking';
export const CANCELLATION_MAIL = 'cancellation-mail';

const screeningPayload = z.object({
  screeningId: z.string(),
  reason: z.string(),
  cancelledBy: z.string(),
  decidedAt: z.string(),
});
const booking = eventSchemas.ScreeningCancelled.shape.bookings.element;
const bookingPayload = booking.extend({ screeningId: z.string(), reason: z.string() });

export const showCancellationReactor: Reactor = {
  name: 'show-cancellation',
  handles: ['ShowCancelled'],
  react: (event) =>
    event.type === 'ShowCancelled'
      ? event.data.screenings.map((screeningId) => ({
          send: CANCEL_SCREENING,
          payload: {
            screeningId,
            reason: event.data.reason,
            cancelledBy: event.data.cancelledBy,
            decidedAt: event.data.cancelledAt,
          } satisfies z.input<typeof screeningPayload>,
        }))
      : [],
};

export const screeningCancellationReactor: Reactor = {
  name: 'screening-cancellation',
  handles: ['ScreeningCancelled'],
  react: (event) => {
    if (event.type !== 'ScreeningCancelled') return [];
    const { screeningId, reason } = event.data;
    return event.data.bookings.flatMap((b) => {
      const payload: z.input<typeof bookingPayload> = { ...b, screeningId, reason };
      return [
        { send: REFUND_CANCELLED_BOOKING, payload },
        { send: CANCELLATION_MAIL, payload },
      ];
    });
  },
};

/** Reactors of cancellations (screenings of a cancelled show, refunds, mails). */
export const cancellationReactors: readonly Reactor[] = [
  showCancellationReactor,
  screeningCancellationReactor,
];

/** Refunds move money: one the outbox gives up on is flagged for an operator as payments are. */
export const CANCELLATION_PAYMENT_KINDS: readonly string[] = [REFUND_CANCELLED_BOOKING];

type Booking = z.infer<typeof bookingPayload>;

/**
 * Who gets the mail: an online booking's account; a counter sale's buyer if they gave a mail
 * address (never the cashier whose account sold it).
 */
type Recipient = { drop: string } | { drop?: never; to: string; name: string; atCounter: boolean };
async function recipientOf(deps: Pick<WriteDeps, 'store'>, b: Booking): Promise<Recipient> {
  if (isCounterOrder(b.orderId)) {
    const sale = (await loadScreeningState(deps, b.screeningId)).bookings.get(b.bookingId)?.counter;
    if (!sale?.buyerEmail) return { drop: 'a counter sale without a mail address' };
    return { to: sale.buyerEmail, name: sale.buyerName ?? 'there', atCounter: true };
  }
  const account = await loadAccount(deps, b.accountId);
  if (account.status !== 'active') return { drop: 'the account was closed' } as const;
  return { to: account.email, name: account.userName, atCounter: false };
}

const sendCancellationMail =
  (deps: Pick<WriteDeps, 'store' | 'mailer' | 'brand'>): OutboxHandler =>
  async (message) => {
    const b = bookingPayload.parse(message.payload);
    const recipient = await recipientOf(deps, b);
    if (recipient.drop !== undefined) return { drop: recipient.drop };
    const facts = await loadTicketFacts(deps, b.screeningId);
    if (!facts) return { drop: `screening ${b.screeningId} is not known` };
    const mail = cancellationEmail({
      ...facts,
      to: recipient.to,
      viewerName: recipient.name,
      atCounter: recipient.atCounter,
      bookingId: b.bookingId,
      reason: b.reason,
      totalPaise: b.totalPaise,
      brand: deps.brand,
    });
    await deps.mailer.send({ ...mail, key: message.id });
  };

/** How the cancellation messages are delivered. */
export const cancellationHandlers = (deps: WriteDeps): Record<string, OutboxHandler> => ({
  [CANCEL_SCREENING]: async (message) => {
    const c = screeningPayload.parse(message.payload);
    try {
      await cancelOneScreening(deps, { ...c, decidedAt: new Date(c.decidedAt) });
    } catch (error) {
      if (error instanceof ScreeningStartedError) return { drop: `${c.screeningId} had begun` };
      throw error;
    }
  },
  [REFUND_CANCELLED_BOOKING]: async (message) => {
    const { orderId, bookingId, screeningId, reason } = bookingPayload.parse(message.payload);
    const refund = { orderId, bookingId, screeningId, reason };
    // Cash or UPI taken at the counter goes back at the counter, never through the gateway.
    if (isCounterOrder(orderId)) await refundCounterSale(deps, refund);
    else await refundCancelledBooking(deps, refund);
  },
  [CANCELLATION_MAIL]: sendCancellationMail(deps),
});

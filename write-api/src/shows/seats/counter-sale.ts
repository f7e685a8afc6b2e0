import type { CounterPaymentMethod, EventOf } from '@cinema/contracts';
import { pricedSeats, type ScreeningFacts } from './decide.ts';
import { ScreeningNotFoundError, ScreeningStartedError, SeatsUnavailableError } from './errors.ts';
import { liveHoldOf, type ScreeningState } from './screening.ts';

/** A walk-in sale at the counter: seats free right now, booked at once, paid at the counter. */
export interface SellAtCounter {
  type: 'SellAtCounter';
  screeningId: string;
  bookingId: string;
  /** `counter-<id>`: what a gateway order id is to an online booking. */
  orderId: string;
  /** The Admin or counter staff selling (checked by the caller). */
  sellerId: string;
  seats: readonly string[];
  method: CounterPaymentMethod;
  buyerName: string | undefined;
  buyerPhone: string | undefined;
  buyerEmail?: string | undefined;
  screening: ScreeningFacts | null;
  now: Date;
}

/**
 * Books the seats in the same decision that checks them, so a counter sale and an online hold
 * can never both have a seat: any seat booked, or held by a live hold (anyone's, the seller's
 * own online hold included), refuses the whole sale. Prices come from the screening's layout,
 * never from the client. Once per booking id (a retried request books nothing more).
 */
export function sellAtCounter(command: SellAtCounter, state: ScreeningState): EventOf<'SeatsBooked'>[] {
  if (state.bookings.has(command.bookingId)) return [];
  if (!command.screening) throw new ScreeningNotFoundError(command.screeningId);
  if (command.now >= command.screening.startsAt) throw new ScreeningStartedError(command.screeningId);
  const priced = pricedSeats(command.screening.layout, command.seats);
  const taken = command.seats.filter(
    (seat) => state.bookedBy.has(seat) || liveHoldOf(state, seat, command.now) !== undefined,
  );
  if (taken.length > 0) throw new SeatsUnavailableError(taken);
  const { buyerName, buyerPhone, buyerEmail } = command;
  return [
    {
      type: 'SeatsBooked',
      data: {
        screeningId: command.screeningId,
        bookingId: command.bookingId,
        holdId: null,
        accountId: command.sellerId,
        orderId: command.orderId,
        paymentId: `${command.orderId}-${command.method}`,
        seats: priced,
        totalPaise: priced.reduce((sum, s) => sum + s.pricePaise, 0),
        bookedAt: command.now.toISOString(),
        channel: 'counter',
        counter: {
          method: command.method,
          soldBy: command.sellerId,
          ...(buyerName ? { buyerName } : {}),
          ...(buyerPhone ? { buyerPhone } : {}),
          ...(buyerEmail ? { buyerEmail } : {}),
        },
      },
    },
  ];
}

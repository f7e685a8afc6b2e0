import { BOOKING_TEXTS, showWhen } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/** A genuine ticket, for a screening at a cinema the admin does not run. */
export class NotYourTicketError extends DomainError {
  constructor(readonly bookingId: string) {
    super('NOT_YOUR_TICKET', BOOKING_TEXTS.notYourTicket);
  }
}

/** A genuine ticket scanned before its door opens or after its show ended; says which show it is for. */
export class TicketNotNowError extends DomainError {
  constructor(
    readonly bookingId: string,
    readonly door: 'early' | 'over',
    show: { date: string; timing: string },
    hoursBefore: number,
  ) {
    const when = showWhen(show.date, show.timing);
    super(
      'TICKET_NOT_NOW',
      door === 'early' ? BOOKING_TEXTS.ticketTooEarly(when, hoursBefore) : BOOKING_TEXTS.ticketShowOver(when),
    );
  }
}

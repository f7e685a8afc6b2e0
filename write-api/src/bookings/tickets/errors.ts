import { BOOKING_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/** A genuine ticket, for a screening at a cinema the admin does not run. */
export class NotYourTicketError extends DomainError {
  constructor(readonly bookingId: string) {
    super('NOT_YOUR_TICKET', BOOKING_TEXTS.notYourTicket);
  }
}

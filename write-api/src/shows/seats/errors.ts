import { BOOKING_TEXTS, CANCEL_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

export class ScreeningNotFoundError extends DomainError {
  constructor(readonly screeningId: string) {
    super('SCREENING_NOT_FOUND', BOOKING_TEXTS.screeningNotFound);
  }
}

export class ScreeningStartedError extends DomainError {
  constructor(readonly screeningId: string) {
    super('SCREENING_STARTED', BOOKING_TEXTS.screeningStarted);
  }
}

export class SeatUnknownError extends DomainError {
  constructor(readonly seats: readonly string[]) {
    super('SEAT_UNKNOWN', BOOKING_TEXTS.seatUnknown);
  }
}

/** Some seats are booked, or held by someone else whose hold has not expired. */
export class SeatsUnavailableError extends DomainError {
  constructor(readonly seats: readonly string[]) {
    super('SEATS_UNAVAILABLE', BOOKING_TEXTS.seatsTaken);
  }
}

export class HoldNotFoundError extends DomainError {
  constructor(readonly holdId: string) {
    super('HOLD_NOT_FOUND', BOOKING_TEXTS.holdNotFound);
  }
}

export class HoldExpiredError extends DomainError {
  constructor(readonly holdId: string) {
    super('HOLD_EXPIRED', BOOKING_TEXTS.holdExpired);
  }
}

export class HoldAlreadyExtendedError extends DomainError {
  constructor(readonly holdId: string) {
    super('HOLD_ALREADY_EXTENDED', BOOKING_TEXTS.holdAlreadyExtended);
  }
}

export class NotYourHoldError extends DomainError {
  constructor(readonly holdId: string) {
    super('NOT_YOUR_HOLD', BOOKING_TEXTS.notYourHold);
  }
}

export class TicketInvalidError extends DomainError {
  constructor(readonly bookingId: string) {
    super('TICKET_INVALID', BOOKING_TEXTS.ticketInvalid);
  }
}

export class TicketUsedError extends DomainError {
  constructor(
    readonly bookingId: string,
    readonly admittedAt: string,
  ) {
    super('TICKET_USED', BOOKING_TEXTS.ticketUsed);
  }
}

/** The cinema cancelled the screening: no hold, order, booking or extension any more. */
export class ScreeningCancelledError extends DomainError {
  constructor(
    readonly screeningId: string,
    readonly reason: string,
  ) {
    super('SCREENING_CANCELLED', CANCEL_TEXTS.screeningIsCancelled(reason));
  }
}

/** A genuine ticket of a cancelled (and refunded) screening, scanned at the door. */
export class TicketCancelledError extends DomainError {
  constructor(
    readonly bookingId: string,
    readonly reason: string,
  ) {
    super('TICKET_CANCELLED', CANCEL_TEXTS.ticketCancelled(reason));
  }
}

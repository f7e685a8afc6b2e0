import { BOOKING_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/** The order does not exist, or is not the caller's (the same answer, so ids cannot be probed). */
export class OrderNotFoundError extends DomainError {
  constructor(readonly orderId: string) {
    super('ORDER_NOT_FOUND', BOOKING_TEXTS.orderNotFound);
  }
}

/** The order was paid (or settled) already: it can no longer be cancelled or paid again. */
export class OrderClosedError extends DomainError {
  constructor(
    readonly orderId: string,
    readonly status: string,
  ) {
    super('ORDER_CLOSED', BOOKING_TEXTS.orderClosed);
  }
}

/** The seats to pay for are not exactly the ones the caller holds right now. */
export class SeatsNotHeldError extends DomainError {
  constructor(readonly seats: readonly string[]) {
    super('SEATS_NOT_HELD', BOOKING_TEXTS.seatsNotHeld);
  }
}

/** The checkout's answer is not signed by the gateway for this order. */
export class SignatureInvalidError extends DomainError {
  constructor(readonly orderId: string) {
    super('SIGNATURE_INVALID', BOOKING_TEXTS.signatureInvalid);
  }
}

/** A webhook whose body the gateway did not sign. */
export class WebhookSignatureError extends DomainError {
  constructor() {
    super('SIGNATURE_INVALID', 'The webhook signature is not valid');
  }
}

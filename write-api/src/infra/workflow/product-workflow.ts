import type { OutboxHandler, Reactor } from '@cinema/workflow';
import type { WriteDeps } from '../../deps.ts';
import { otpMailReactor, sendOtpMail } from '../../accounts/otp/otp-mail.ts';
import { completeSignup, signupCompletionReactor } from '../../accounts/otp/signup-completion.ts';
import { seatHandlers, seatReactors } from '../../shows/seats/seat-workflow.ts';
import { paymentHandlers, paymentReactors } from '../../bookings/payments/payment-workflow.ts';
import { cancellationHandlers, cancellationReactors } from '../../bookings/refunds/cancellation-workflow.ts';

/*
 * How a feature uses the workflow (state in the `<READ_SCHEMA>_workflow` schema):
 * - A reactor is a pure `react(event) → Effect[]`, listed below. It gets its own checkpoint
 *   (`reactor:<name>`), lease and dead letters; its effects are written with its checkpoint.
 * - `{ send: kind, payload, id? }` queues an outbox message; the handler of `kind` (listed below)
 *   delivers it at least once, retrying with backoff. A handler that issues a command uses
 *   `issueOnce(..., { commandId: message.id, causationId: message.cause })`, so a second
 *   delivery issues nothing; a mail passes `key: message.id` (its Message-ID).
 * - `{ schedule: id, kind, payload, dueAt }` is a durable timer (hold expiry: schedule on
 *   HoldPlaced, `{ cancel: id }` on HoldConfirmed); when due it becomes the message `due:<id>`.
 */

/** Every reactor of the product (each has its own checkpoint `reactor:<name>` in the workflow schema). */
export const productReactors: readonly Reactor[] = [
  otpMailReactor,
  signupCompletionReactor,
  ...seatReactors,
  ...paymentReactors,
  ...cancellationReactors,
];

/** How each kind of outbox message (and due item) is delivered. */
export const productHandlers = (deps: WriteDeps): Record<string, OutboxHandler> => ({
  'otp-mail': sendOtpMail(deps),
  'complete-signup': completeSignup(deps),
  ...seatHandlers(deps),
  ...paymentHandlers(deps),
  ...cancellationHandlers(deps),
});

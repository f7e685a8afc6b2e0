import type { PaidFields } from '../api/payments';

/** How a checkout (Razorpay's or the sandbox's) ended. */
export type CheckoutResult =
  ({ outcome: 'paid' } & PaidFields) | { outcome: 'failed'; description?: string } | { outcome: 'dismissed' };

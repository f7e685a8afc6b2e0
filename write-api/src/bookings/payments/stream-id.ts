import { createHash } from 'node:crypto';

/** One stream per gateway order: `payment-<orderId>`. */
export const paymentStreamId = (orderId: string) => `payment-${orderId}`;

/**
 * The booking an order's payment makes: 24 lowercase hex characters derived from the order id, so
 * every path that settles the order (verify, webhook, a retry, another process) names the same
 * booking and the screening books it once. Shown as characters 2 to 10 in upper case.
 */
export const bookingIdFor = (orderId: string) =>
  createHash('sha256').update(`booking|${orderId}`).digest('hex').slice(0, 24);

import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';

/** capturePayment, verifyPayment, cancelPayment, paymentWebhook, sandboxPay (filled in by the payments slice). */
export const paymentRoutes = (_deps: WriteDeps): RouteHandlers => ({});

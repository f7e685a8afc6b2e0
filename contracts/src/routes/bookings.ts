import { z } from 'zod';
import {
  cancelPaymentRequest,
  cancelPaymentResponse,
  capturePaymentRequest,
  capturePaymentResponse,
  fetchBookingsResponse,
  sandboxPayRequest,
  sandboxPayResponse,
  verifyPaymentRequest,
  verifyPaymentResponse,
  verifyTicketRequest,
  verifyTicketResponse,
} from '../bookings/bookings.ts';
import { none, ADMIN, VIEWER, type RouteDef } from './route-def.ts';

/** The spec's bookings and payment calls, and the ones a real checkout needs besides. */
export const bookingsRoutes = {
  fetchBookings: {
    method: 'GET',
    path: '/booking/fetchBookings',
    access: VIEWER,
    service: 'read',
    request: none,
    response: fetchBookingsResponse,
  },
  capturePayment: {
    method: 'POST',
    path: '/payment/capturePayment',
    access: VIEWER,
    service: 'write',
    request: capturePaymentRequest,
    response: capturePaymentResponse,
  },
  verifyPayment: {
    method: 'POST',
    path: '/payment/verifyPayment',
    access: VIEWER,
    service: 'write',
    request: verifyPaymentRequest,
    response: verifyPaymentResponse,
  },
  cancelPayment: {
    method: 'POST',
    path: '/payment/cancelPayment',
    access: VIEWER,
    service: 'write',
    request: cancelPaymentRequest,
    response: cancelPaymentResponse,
  },
  /** Razorpay's `payment.captured` callback: signed raw body, checked before anything is parsed. */
  paymentWebhook: {
    method: 'POST',
    path: '/payment/webhook',
    access: 'public',
    service: 'write',
    body: 'raw',
    request: z.custom<Uint8Array>((v) => v instanceof Uint8Array),
    response: z.object({ success: z.boolean(), message: z.string() }),
  },
  /** The sandbox gateway's checkout (only when no Razorpay keys are set). */
  sandboxPay: {
    method: 'POST',
    path: '/payment/sandbox/pay',
    access: VIEWER,
    service: 'write',
    request: sandboxPayRequest,
    response: sandboxPayResponse,
  },
  verifyTicket: {
    method: 'POST',
    path: '/booking/verifyTicket',
    access: ADMIN,
    service: 'write',
    request: verifyTicketRequest,
    response: verifyTicketResponse,
  },
} as const satisfies Record<string, RouteDef>;

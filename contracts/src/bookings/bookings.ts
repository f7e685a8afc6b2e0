import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { seatIdsField } from '../shows/seats.ts';
import { bookingCancellationSchema } from '../shows/cancel-show.ts';

const id = z.string().trim().min(1).max(250);
const gatewayId = z.string().trim().min(1).max(100);

export const GATEWAYS = ['sandbox', 'razorpay'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/**
 * POST /payment/capturePayment: an order for the seats the viewer holds. `showId` names the
 * screening (our seat page) or its show (the original API's seat page sends the show's `_id`): the
 * seat ids name the screening either way.
 */
export const capturePaymentRequest = z.object({ showId: id, seatsBook: seatIdsField });
export const paymentOrderSchema = z.object({
  /** The gateway's order id. */
  id: z.string(),
  /** Integer paise, computed by the server (the page divides by 100 to show rupees). */
  amount: z.number().int(),
  currency: z.literal('INR'),
  gateway: z.enum(GATEWAYS),
  /** The key id the checkout is opened with (public by design). */
  key: z.string(),
  holdExpiresAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;
export const capturePaymentResponse = envelope({ data: paymentOrderSchema, position: z.string() });

/** POST /payment/verifyPayment: what the checkout hands back. The seats and amount are the order's. */
export const verifyPaymentRequest = z.object({
  razorpay_payment_id: gatewayId,
  razorpay_order_id: gatewayId,
  razorpay_signature: z.string().trim().min(1).max(200),
  showId: id.optional(),
  seatsForBook: z.array(z.string().max(300)).max(10).optional(),
  totalAmount: z.number().optional(),
});
export const BOOKING_OUTCOMES = ['booked', 'refunded', 'already-paid'] as const;
export const verifyPaymentResponse = envelope({
  data: z.object({
    /** The order's booking (already-paid: the one its first payment made, if any). */
    bookingId: z.string().nullable(),
    /**
     * booked; refunded: the hold had expired and the seats were sold meanwhile; already-paid: the
     * order was paid before with another payment, and this one is refunded.
     */
    outcome: z.enum(BOOKING_OUTCOMES),
  }),
  position: z.string(),
});

/** POST /payment/cancelPayment: the checkout was closed or the payment failed. Releases the hold. */
export const cancelPaymentRequest = z.object({
  orderId: gatewayId,
  reason: z.enum(['cancelled', 'failed']),
  description: z.string().trim().max(500).optional(),
});
export const cancelPaymentResponse = envelope({
  data: z.object({ orderId: z.string() }),
  position: z.string(),
});

/** POST /payment/sandbox/pay: the sandbox gateway's checkout (no money moves). */
export const sandboxPayRequest = z.object({ orderId: gatewayId, outcome: z.enum(['success', 'failure']) });
export const sandboxPayResponse = envelope({
  data: z.union([
    z.object({
      status: z.literal('captured'),
      razorpay_payment_id: z.string(),
      razorpay_order_id: z.string(),
      razorpay_signature: z.string(),
    }),
    z.object({ status: z.literal('failed'), code: z.string(), description: z.string() }),
  ]),
});

/** A booked seat as the ticket lists it. */
export const bookedSeatSchema = z.object({
  seatNumber: z.string(),
  seatType: z.enum(['VIP', 'BALCONY', 'REGULAR']),
  /** What people read, as the seat map draws the hall: row letter and place ("D2"). */
  code: z.string().optional(),
  /** Its row letter ("D"). */
  row: z.string().optional(),
  price: z.number(),
  pricePaise: z.number().int(),
});

/** GET /booking/fetchBookings: one booking, populated as the spec reads it. */
export const bookingSchema = z.object({
  _id: z.string(),
  showId: z.object({
    _id: z.string(),
    screeningId: z.string(),
    movieId: z.object({
      _id: z.string(),
      movieName: z.string(),
      thumbnail: z.string(),
      supportingLanguages: z.array(z.string()),
      /** YYYY-MM-DD: the original API's history shows it (optional: older answers lack it). */
      releaseDate: z.string().optional(),
    }),
    cinemaId: z.object({
      _id: z.string(),
      cinemaName: z.string(),
      cityId: z.object({ _id: z.string(), cityName: z.string() }),
    }),
    /** The screening's date (YYYY-MM-DD) and when it starts. */
    showStart: z.string(),
    startsAt: z.string(),
    timing: z.string(),
    screenName: z.string(),
  }),
  bookedSeats: z.array(bookedSeatSchema),
  /** Rupees (totalAmountPaise / 100). */
  totalAmount: z.number(),
  totalAmountPaise: z.number().int(),
  /** PNG data URL of the QR code that carries ticketToken. */
  qrImage: z.string(),
  ticketToken: z.string(),
  bookedAt: z.string(),
  admittedAt: z.string().nullable(),
  /** Set when the cinema cancelled the show: the ticket is void and refunded (optional: older answers lack it). */
  cancelled: bookingCancellationSchema.nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const fetchBookingsResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  bookings: z.array(bookingSchema),
});

/** POST /booking/verifyTicket: an admin scans a ticket's QR at their cinema's door. */
export const verifyTicketRequest = z.object({ token: z.string().trim().min(1).max(2000) });
export const admittedTicketSchema = z.object({
  bookingId: z.string(),
  movieName: z.string(),
  cinemaName: z.string(),
  screenName: z.string(),
  date: z.string(),
  timing: z.string(),
  seats: z.array(z.string()),
  admittedAt: z.string(),
});
export const verifyTicketResponse = envelope({ data: admittedTicketSchema, position: z.string() });

// Zod-free, so the browser entry can carry them too.
export { BOOKING_TEXTS, showWhen } from './booking-texts.ts';

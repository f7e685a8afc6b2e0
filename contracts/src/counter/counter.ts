import { z } from 'zod';
import { emailSchema, CONTACT_PATTERN } from '../accounts/schemas.ts';
import { envelope } from '../common/envelope.ts';
import { seatIdsField } from '../shows/seats.ts';
import { admittedTicketSchema, bookedSeatSchema } from '../bookings/bookings.ts';
import { TIMING_VALUES } from '../common/constants.ts';
import { COUNTER_TEXTS } from './counter-texts.ts';

export { COUNTER_TEXTS };

/*
 * Selling at the counter: an Admin, or counter staff an Admin named for their cinemas, sells
 * walk-in seats on the live seat map, paid at the counter (cash or the cinema's own UPI).
 */

const id = z.string().trim().min(1).max(250);

export const COUNTER_PAYMENT_METHODS = ['cash', 'upi'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];

/** POST /counter/sellSeats: seats of one screening, paid at the counter; the price is the server's. */
export const counterSaleRequest = z.object({
  seatIds: seatIdsField,
  method: z.enum(COUNTER_PAYMENT_METHODS),
  buyerName: z.string().trim().max(80).optional(),
  buyerPhone: z
    .string()
    .trim()
    .refine((v) => v === '' || CONTACT_PATTERN.test(v), COUNTER_TEXTS.buyerPhone)
    .optional(),
  /** Optional: where the cancellation mail goes should the cinema cancel the screening. */
  buyerEmail: z.union([z.literal(''), emailSchema]).optional(),
});
export type CounterSaleRequest = z.infer<typeof counterSaleRequest>;

/** The ticket a counter sale prints: the same booking id and signed QR as an online booking's. */
export const counterTicketSchema = z.object({
  bookingId: z.string(),
  /** What people read: characters 2 to 10 of the booking id, upper case. */
  bookingCode: z.string(),
  screeningId: z.string(),
  movieName: z.string(),
  cinemaName: z.string(),
  cityName: z.string(),
  screenName: z.string(),
  date: z.string(),
  timing: z.string(),
  seats: z.array(bookedSeatSchema),
  totalAmount: z.number(),
  totalAmountPaise: z.number().int(),
  method: z.enum(COUNTER_PAYMENT_METHODS),
  buyerName: z.string().nullable(),
  buyerPhone: z.string().nullable(),
  ticketToken: z.string(),
  /** PNG data URL of the QR code that carries ticketToken. */
  qrImage: z.string(),
  bookedAt: z.string(),
});
export type CounterTicket = z.infer<typeof counterTicketSchema>;
export const counterSaleResponse = envelope({ data: counterTicketSchema, position: z.string() });

/** POST /counter/verifyTicket: the door of a cinema the caller runs or staffs. */
export const counterVerifyTicketRequest = z.object({ token: z.string().trim().min(1).max(2000) });
export const counterVerifyTicketResponse = envelope({ data: admittedTicketSchema, position: z.string() });

/** POST /counter/grantStaff and /counter/revokeStaff: an Admin names (or removes) staff for their cinemas. */
export const counterStaffRequest = z.object({
  email: emailSchema,
  cinemaIds: z.array(id).min(1, 'Choose at least one cinema').max(100),
});
export const counterStaffGrantSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  cinemaIds: z.array(z.string()),
});
export const counterStaffResponse = envelope({ data: counterStaffGrantSchema, position: z.string() });

/** GET /counter/staff: the calling Admin's counter staff, per person, with the cinemas they staff. */
export const counterStaffMemberSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  /** Null until the person has signed up with that email. */
  userName: z.string().nullable(),
  cinemas: z.array(z.object({ cinemaId: z.string(), cinemaName: z.string(), grantedAt: z.string() })),
});
export type CounterStaffMember = z.infer<typeof counterStaffMemberSchema>;
export const counterStaffListResponse = envelope({ data: z.array(counterStaffMemberSchema) });

/** GET /counter/screenings: the cinemas the caller sells at, with their screenings from today on. */
export const counterScreeningSchema = z.object({
  screeningId: z.string(),
  /** With the cinema, timing and date: what the seat map is read by (getMovieCinema). */
  movieId: z.string(),
  movieName: z.string(),
  screenName: z.string(),
  date: z.string(),
  timing: z.enum(TIMING_VALUES),
});
export const counterCinemaSchema = z.object({
  cinemaId: z.string(),
  cinemaName: z.string(),
  cityName: z.string(),
  /** 'admin': the caller runs it; 'staff': the caller was named counter staff for it. */
  role: z.enum(['admin', 'staff']),
  screenings: z.array(counterScreeningSchema),
});
export type CounterCinema = z.infer<typeof counterCinemaSchema>;
export const counterScreeningsResponse = envelope({ data: z.array(counterCinemaSchema) });

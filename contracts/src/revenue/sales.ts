import { z } from 'zod';
import { LIMITS, SEAT_CLASSES, TIMING_VALUES } from '../common/constants.ts';
import { addDays, isCalendarDate } from '../common/dates.ts';
import { envelope } from '../common/envelope.ts';

/*
 * A cinema's sales beyond the spec's revenue totals: each screening's seats and money, its buyers,
 * revenue between two Indian dates and the bookings as a CSV file. Money is summed in integer
 * paise, as in revenue.ts; rupees beside it for display.
 */

const id = z.string().trim().min(1).max(250);
/** A calendar day in India, YYYY-MM-DD. */
const indianDay = z.string().trim().refine(isCalendarDate, 'Choose a date');

/** Longest span one answer or one export covers (a year and a day: a leap year fits). */
export const SALES_RANGE_MAX_DAYS = 366;

const rangeFits = (v: { from?: string; to?: string }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;
const rangeNotTooLong = (v: { from?: string; to?: string }) =>
  v.from === undefined || v.to === undefined || v.to < addDays(v.from, SALES_RANGE_MAX_DAYS);

export const SALES_TEXTS = {
  fetched: 'Sales fetched successfully',
  fromAfterTo: 'The start date must be on or before the end date',
  rangeTooLong: `Choose at most ${SALES_RANGE_MAX_DAYS} days`,
  screeningNotFound: 'Screening not found',
  cinemaNotFound: 'Cinema not found',
  notYourCinema: 'You can only see the sales of your own cinemas',
} as const;

/**
 * The optional range the revenue calls take: bookings made from `from` through `to` (Indian
 * calendar days, both included). Without it an answer is the spec's, since the beginning.
 */
export const revenueRangeFields = { from: indianDay.optional(), to: indianDay.optional() };
export const withRange = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({ ...shape, ...revenueRangeFields })
    .refine((v) => rangeFits(v as RevenueRange), { message: SALES_TEXTS.fromAfterTo, path: ['to'] })
    .refine((v) => rangeNotTooLong(v as RevenueRange), { message: SALES_TEXTS.rangeTooLong, path: ['to'] });
/** The range an answer covers, echoed back (null: since the beginning). */
export const revenueRangeSchema = z.object({ from: z.string().nullable(), to: z.string().nullable() });
export type RevenueRange = { from?: string; to?: string };

export const seatClassSalesSchema = z.object({
  seatType: z.enum(SEAT_CLASSES),
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  price: z.number(),
  revenue: z.number(),
  revenuePaise: z.number().int(),
});

/** One screening (one date of a live show): what it sells and what it has sold. */
export const screeningSalesSchema = z.object({
  screeningId: z.string(),
  showId: z.string(),
  cinemaId: z.string(),
  cinemaName: z.string(),
  movieName: z.string(),
  screenName: z.string(),
  date: z.string(),
  timing: z.enum(TIMING_VALUES),
  startsAt: z.string(),
  classes: z.array(seatClassSalesSchema),
  seats: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  /** Sold seats in percent of all seats, one decimal. */
  occupancy: z.number(),
  bookings: z.number().int(),
  /** Sales: what its bookings brought in (the classes' revenue adds up to it). */
  revenue: z.number(),
  revenuePaise: z.number().int(),
  /** Given back because the cinema cancelled it (as the revenue pages count refunds), and the net. */
  refunds: z.number(),
  refundsPaise: z.number().int(),
  refundedBookings: z.number().int(),
  net: z.number(),
  netPaise: z.number().int(),
  /** The cinema cancelled this screening (its reason), or null. */
  cancelReason: z.string().nullable(),
  /** The spec's terms: a show runs only with at least this many tickets sold. */
  minimumTickets: z.number().int(),
  /** Fewer tickets sold than that, and the screening has not begun. */
  belowMinimum: z.boolean(),
  /** It begins within SALES_WARNING_HOURS: the admin should act on it now. */
  startsSoon: z.boolean(),
});
export type ScreeningSales = z.infer<typeof screeningSalesSchema>;

/** A screening below the minimum gets a warning from this many hours before it begins. */
export const SALES_WARNING_HOURS = 48;
export const MINIMUM_TICKETS = LIMITS.minimumTicketsForShow;

export const SALES_CHANNELS = ['online', 'counter'] as const;
/**
 * booked; cancelled (the cinema cancelled the screening, the refund not yet given back);
 * refunded (online: through the gateway; counter: owed back at the counter).
 */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'refunded'] as const;
export const buyerSchema = z.object({
  bookingId: z.string(),
  /** The spec's booking ID on the ticket (characters 2–10 of the id, upper case). */
  bookingCode: z.string(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  /** Seat codes as the seat map and the ticket name them (D2), with their class. */
  seats: z.array(z.object({ code: z.string(), seatType: z.enum(SEAT_CLASSES) })),
  amount: z.number(),
  amountPaise: z.number().int(),
  channel: z.enum(SALES_CHANNELS),
  bookedAt: z.string(),
  admittedAt: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** What went back (the whole amount), when, or null. */
  refund: z.number().nullable(),
  refundPaise: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
});
export type Buyer = z.infer<typeof buyerSchema>;

/** POST /revenue/screening-sales {screeningId}: one screening's figures and its buyers. */
export const screeningSalesRequest = z.object({ screeningId: id });
export const screeningSalesResponse = envelope({
  data: screeningSalesSchema.extend({ buyers: z.array(buyerSchema) }),
});

/** POST /revenue/cinema-sales {cinemaId, date}: every screening of a cinema on one date. */
export const cinemaSalesRequest = z.object({ cinemaId: id, date: indianDay });
export const cinemaSalesResponse = envelope({
  data: z.object({
    cinemaId: z.string(),
    cinemaName: z.string(),
    date: z.string(),
    screenings: z.array(screeningSalesSchema),
  }),
});

/** POST /revenue/bookings-csv {cinemaId, from, to}: the bookings made in the range, as CSV. */
export const bookingsCsvRequest = z
  .object({ cinemaId: id, from: indianDay, to: indianDay })
  .refine(rangeFits, { message: SALES_TEXTS.fromAfterTo, path: ['to'] })
  .refine(rangeNotTooLong, { message: SALES_TEXTS.rangeTooLong, path: ['to'] });
/** Streamed as text/csv; an error before the first row is the JSON envelope. */
export const bookingsCsvResponse = z.undefined();

/** The export's columns, in order (its header row). */
export const BOOKINGS_CSV_COLUMNS = [
  'Booking ID',
  'Booked on',
  'Booked at',
  'Show date',
  'Show time',
  'Movie',
  'Screen',
  'Name',
  'Email',
  'Contact',
  'Seats',
  'Tickets',
  'Amount (Rs)',
  'Channel',
  'Admitted',
  'Status',
  'Refunded (Rs)',
  'Refunded on',
] as const;

import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { revenueRangeSchema, withRange } from './sales.ts';

/*
 * Revenue as the spec's section 3 names it (cityId, cityName, cityRevenue, cinemas with cinemaId,
 * cinemaName, totalRevenue, adminDetails). Amounts: rupees in the spec's fields (for display),
 * integer paise beside them (`…Paise`), which is what the server sums. Only confirmed bookings
 * (SeatsBooked) count; a refunded payment never booked anything, so it never counts.
 */

const id = z.string().trim().min(1).max(250);

export const adminRefSchema = z.object({ _id: z.string(), userName: z.string() });
export const adminSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
});
export type AdminView = z.infer<typeof adminSchema>;

/**
 * What one sales channel brought in: online (the gateway) or at the counter (cash or UPI). The
 * revenue is the channel's net: its sales less its refunds of cancelled shows (a counter sale is
 * refunded at the counter); bookings are the ones sold.
 */
export const channelRevenueSchema = z.object({
  revenue: z.number(),
  revenuePaise: z.number().int(),
  bookings: z.number().int(),
  sales: z.number().optional(),
  salesPaise: z.number().int().optional(),
  refunds: z.number().optional(),
  refundsPaise: z.number().int().optional(),
});

/** What was sold, what went back because the cinema cancelled shows, and the net they leave. */
export const refundsSchema = z.object({
  sales: z.number(),
  salesPaise: z.number().int(),
  refunds: z.number(),
  refundsPaise: z.number().int(),
  /** Bookings refunded. */
  refundedBookings: z.number().int(),
  net: z.number(),
  netPaise: z.number().int(),
});
export type RevenueRefunds = z.infer<typeof refundsSchema>;

export const cinemaRevenueSchema = z.object({
  cinemaId: z.string(),
  cinemaName: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  totalRevenue: z.number(),
  totalRevenuePaise: z.number().int(),
  bookings: z.number().int(),
  /** The same figures by channel (online + counter = the totals). */
  channels: z.object({ online: channelRevenueSchema, counter: channelRevenueSchema }).optional(),
  /** Sales, refunds of cancelled shows and net (= totalRevenue); absent when nothing was refunded. */
  refunds: refundsSchema.optional(),
  adminDetails: adminRefSchema,
  /** When the cinema was added (the real date, not today's). */
  createdAt: z.string(),
});
export type CinemaRevenue = z.infer<typeof cinemaRevenueSchema>;

export const cityRevenueSchema = z.object({
  cityId: z.string(),
  cityName: z.string(),
  cityRevenue: z.number(),
  cityRevenuePaise: z.number().int(),
  totalCinemas: z.number().int(),
  cinemas: z.array(cinemaRevenueSchema),
  /** Sales, refunds of cancelled shows and net (= cityRevenue); absent when nothing was refunded. */
  refunds: refundsSchema.optional(),
});
export type CityRevenue = z.infer<typeof cityRevenueSchema>;

/** Revenue per Indian calendar day (booking date), oldest first: the chart's series. */
export const revenueDaySchema = z.object({
  date: z.string(),
  revenue: z.number(),
  revenuePaise: z.number().int(),
});

/** How fresh the figures are: the projector's checkpoint and the time of the last event it applied. */
export const freshnessSchema = z.object({
  position: z.string(),
  lastEventAt: z.string().nullable(),
  readAt: z.string(),
});

const revenueEnvelope = <T extends z.ZodType>(data: T) =>
  envelope({
    data,
    freshness: freshnessSchema,
    series: z.array(revenueDaySchema),
    /** Set when the call named a range (sales.ts): the figures are of bookings made in it. */
    range: revenueRangeSchema.optional(),
  });

/** GET superadmin-revenue-details: every city (SuperAdmin). */
export const superadminRevenueResponse = revenueEnvelope(z.array(cityRevenueSchema));
/** POST superadmin-revenue-range {from?, to?}: the same, for bookings made in a range. */
export const superadminRevenueRangeRequest = withRange({});
/** POST city-revenue-details {cityId}: one city with its cinemas and their admins (SuperAdmin). */
export const cityRevenueRequest = withRange({ cityId: id });
export const cityRevenueResponse = revenueEnvelope(cityRevenueSchema);
/** GET admins-details: every Admin account (SuperAdmin). */
export const adminsDetailsResponse = envelope({ data: z.array(adminSchema) });
/**
 * POST admin-revenue-details {userId}: one admin, their cinemas and revenue. A SuperAdmin may ask
 * for any admin; an Admin only for themselves (userId omitted or their own id; another id is 403).
 */
export const adminRevenueRequest = withRange({ userId: id.optional() });
export const adminRevenueSchema = z.object({
  admin: adminSchema,
  totalRevenue: z.number(),
  totalRevenuePaise: z.number().int(),
  totalCinemas: z.number().int(),
  cinemas: z.array(cinemaRevenueSchema),
});
export const adminRevenueResponse = revenueEnvelope(adminRevenueSchema);
/** GET admin-cities-revenue: the calling admin's cities (only their cinemas count). */
export const adminCitiesRevenueResponse = revenueEnvelope(z.array(cityRevenueSchema));
/** POST admin-cities-revenue-range {from?, to?}: the same, for bookings made in a range. */
export const adminCitiesRevenueRangeRequest = withRange({});
/** POST admin-city-revenue {cityId}: one city, the calling admin's cinemas only. */
export const adminCityRevenueRequest = withRange({ cityId: id });
export const adminCityRevenueResponse = revenueEnvelope(cityRevenueSchema);

export const REVENUE_TEXTS = {
  fetched: 'Revenue fetched successfully',
  adminsFetched: 'Admins fetched successfully',
  cityNotFound: 'City not found',
  adminNotFound: 'Admin not found',
  notYourRevenue: 'You can only see your own revenue',
} as const;

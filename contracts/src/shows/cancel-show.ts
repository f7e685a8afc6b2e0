import { z } from 'zod';
import { envelope } from '../common/envelope.ts';
import { CANCEL_TEXTS } from './cancel-texts.ts';

const idField = (what: string) => z.string().trim().min(1, `${what} is required`).max(200);
const reasonField = z
  .string({ error: CANCEL_TEXTS.reasonRequired })
  .trim()
  .min(3, CANCEL_TEXTS.reasonRequired)
  .max(300, CANCEL_TEXTS.reasonTooLong);

/** POST /show/cancelShow: the whole show (pending or live), with a reason the ticket holders read. */
export const cancelShowRequest = z.object({ showId: idField('Show'), reason: reasonField });
/** POST /show/cancelScreening: one date of a live show. */
export const cancelScreeningRequest = z.object({ screeningId: idField('Screening'), reason: reasonField });

export const cancelShowResponse = envelope({
  data: z.object({
    showId: z.string(),
    /** The screenings cancelled with it (their bookings are refunded). */
    screenings: z.array(z.string()),
  }),
  position: z.string(),
});
export const cancelScreeningResponse = envelope({
  data: z.object({
    screeningId: z.string(),
    /** Bookings to be refunded in full. */
    bookings: z.number().int(),
  }),
  position: z.string(),
});

/** A cancellation as the seat page and the booking history show it. */
export const cancellationSchema = z.object({
  reason: z.string(),
  cancelledAt: z.string(),
});
export type Cancellation = z.infer<typeof cancellationSchema>;

/** A booking of a cancelled screening: why, and its refund once the gateway gave it back. */
export const bookingCancellationSchema = cancellationSchema.extend({
  /** Rupees and paise refunded; null until the refund went through. */
  refund: z.number().nullable(),
  refundPaise: z.number().int().nullable(),
  refundedAt: z.string().nullable(),
});
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>;

/** GET /show/getAdminShows: the Admin's shows still to run (pending or live), to cancel or edit. */
export const adminShowSchema = z.object({
  showId: z.string(),
  movieName: z.string(),
  cinemaId: z.string(),
  cinemaName: z.string(),
  /** The screen it runs on (a pending show's can change: see editShow). */
  screenId: z.string(),
  screenName: z.string(),
  timing: z.string(),
  showStart: z.string(),
  showEnd: z.string(),
  live: z.boolean(),
  cancelled: cancellationSchema.nullable(),
  /** A live show's dates from today on, each cancelled or not. */
  dates: z.array(
    z.object({
      date: z.string(),
      screeningId: z.string(),
      startsAt: z.string(),
      cancelled: cancellationSchema.nullable(),
    }),
  ),
});
export type AdminShow = z.infer<typeof adminShowSchema>;
export const getAdminShowsResponse = envelope({ data: z.array(adminShowSchema) });

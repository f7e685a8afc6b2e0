import { z } from 'zod';
import { TIMING_VALUES, type SeatClass } from '../common/constants.ts';
import { isCalendarDate } from '../common/dates.ts';
import { envelope } from '../common/envelope.ts';
import { VALIDATION } from '../common/messages.ts';
import { cityRefSchema } from '../catalog/cinemas.ts';
import { movieSchema } from '../catalog/movies.ts';
import { cancellationSchema } from './cancel-show.ts';

export const SHOW_LIMITS = {
  /** Dates one Add Show may cover (each becomes a screening with its own seat map). */
  maxDays: 60,
} as const;

export const idField = (what: string) =>
  z.string({ error: VALIDATION.allFieldsRequired }).trim().min(1, `${what} is required`).max(200);
/** A calendar date; an ISO date-time is accepted and its date part kept. */
export const dateField = (what: string) =>
  z
    .string({ error: VALIDATION.allFieldsRequired })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isCalendarDate, `${what} must be a date`);

/** The fields of Add Show; Edit Show checks the ones it changes with the same rules. */
export const showFields = z.object({
  movieId: idField('Movie'),
  cinemaId: idField('Cinema'),
  screenId: idField('Screen'),
  timing: z.enum(TIMING_VALUES, { error: 'Choose a show time' }),
  showStart: dateField('Show start'),
  showEnd: dateField('Show end'),
});
export const endNotBeforeStart = (v: { showStart: string; showEnd: string }) => v.showEnd >= v.showStart;
export const endBeforeStartError = { message: VALIDATION.endDateBeforeStart, path: ['showEnd'] };

export const addShowRequest = showFields.refine(endNotBeforeStart, endBeforeStartError);
export type AddShowRequest = z.infer<typeof addShowRequest>;

export const showIdRequest = z.object({ showId: idField('Show') });

/** The seats of each class a screening sells, frozen when its show goes live. */
export const seatLayoutSchema = z.array(
  z.object({
    seatType: z.enum(['VIP', 'BALCONY', 'REGULAR']),
    count: z.number().int().positive(),
    pricePaise: z.number().int().positive(),
  }),
);
export type SeatLayout = z.infer<typeof seatLayoutSchema>;

const SEAT_PREFIX: Record<SeatClass, string> = { VIP: 'V', BALCONY: 'B', REGULAR: 'R' };

/** Every seat of a layout, numbered per class (V1…, B1…, R1…), VIP first as the seat page shows them. */
export function seatsOf(layout: SeatLayout) {
  return layout.flatMap(({ seatType, count, pricePaise }) =>
    Array.from({ length: count }, (_, i) => ({
      seatNumber: `${SEAT_PREFIX[seatType]}${i + 1}`,
      seatType,
      pricePaise,
    })),
  );
}

const CLASS_OF_PREFIX: Record<string, SeatClass> = { V: 'VIP', B: 'BALCONY', R: 'REGULAR' };

/** The class and price of one seat number of a layout (as `seatsOf` numbers them); null if none. */
export function seatInLayout(layout: SeatLayout, seatNumber: string) {
  const seatType = CLASS_OF_PREFIX[seatNumber[0] ?? ''];
  const n = Number(seatNumber.slice(1));
  const seatClass = layout.find((c) => c.seatType === seatType);
  if (!seatType || !seatClass || !Number.isInteger(n) || n < 1 || n > seatClass.count) return null;
  if (`${SEAT_PREFIX[seatType]}${n}` !== seatNumber) return null; // "V01", "V1.0"
  return { seatNumber, seatType, pricePaise: seatClass.pricePaise };
}

const cinemaRefSchema = z.object({ _id: z.string(), cinemaName: z.string(), cityId: cityRefSchema });

/** A show as the admin's lists read it (populated movie and cinema, as the spec reads them). */
export const showSchema = z.object({
  _id: z.string(),
  showId: z.string(),
  movieId: z.object({ _id: z.string(), movieName: z.string(), thumbnail: z.string() }),
  cinemaId: cinemaRefSchema,
  screenId: z.string(),
  screenName: z.string(),
  /** The spec's list of screens (the one screen of this show). */
  screens: z.array(z.string()),
  timing: z.enum(TIMING_VALUES),
  showStart: z.string(),
  showEnd: z.string(),
  live: z.boolean(),
});
export type Show = z.infer<typeof showSchema>;

export const addShowResponse = envelope({ data: showSchema, position: z.string() });
export const liveShowResponse = envelope({ data: z.object({ showId: z.string() }), position: z.string() });
export const getUnliveShowsResponse = envelope({ data: z.array(showSchema) });

/**
 * getShowCinema: the live shows of a movie, by cinema, with the dates still to come. With a
 * `cinemaId` (the original API's seat page sends `{movieId, cinemaId}`): that cinema's shows of
 * the movie, each with the seat map of its next screening that has not begun (showsWithSeats).
 */
export const getShowCinemaRequest = z.object({
  movieId: idField('Movie'),
  /** Optional: this city's cinemas come first. */
  cityId: z.string().trim().max(200).optional(),
  /** Optional: the original API's seat page; the answer is then an array of shows with seats. */
  cinemaId: z.string().trim().min(1, 'Cinema is required').max(200).optional(),
});
export const showTimingSchema = z.object({
  _id: z.string(),
  showId: z.string(),
  timing: z.enum(TIMING_VALUES),
  screenId: z.string(),
  screenName: z.string(),
  showStart: z.string(),
  showEnd: z.string(),
  /** Upcoming dates (today in India onwards) with the id of each date's screening. */
  dates: z.array(z.object({ date: z.string(), screeningId: z.string() })),
  /** Rupees: its cheapest and dearest seat (the layout frozen when it went live), shown before the seat page. */
  priceRange: z.object({ min: z.number(), max: z.number() }).optional(),
});
export const showCinemaSchema = z.object({
  _id: z.string(),
  cinemaName: z.string(),
  pincode: z.string(),
  cityId: cityRefSchema,
  shows: z.array(showTimingSchema),
});
export type ShowCinema = z.infer<typeof showCinemaSchema>;
/** Our shows page: the movie and its cinemas, each with its shows and their dates. */
export const getShowCinemaResponse = envelope({
  data: z.object({ movieDetails: movieSchema, cinemas: z.array(showCinemaSchema) }),
});

/**
 * getMovieCinema: the seat list of one screening (the next one unless a date is given). Without a
 * `cinemaId` (the original API's shows page sends only `{movieId}`): the movie and one item per
 * live show (showListings).
 */
export const getMovieCinemaRequest = z.object({
  movieId: idField('Movie'),
  /** Absent: the original API's shows page, one item per show of the movie. */
  cinemaId: idField('Cinema').optional(),
  timing: z.enum(TIMING_VALUES).optional(),
  date: dateField('Date').optional(),
});
export const seatSchema = z.object({
  _id: z.string(),
  status: z.enum(['Available', 'Reserved', 'Booked']),
  seatId: z.object({
    _id: z.string(),
    seatType: z.enum(['VIP', 'BALCONY', 'REGULAR']),
    /** Rupees, as the seat page adds them up; seatPricePaise is what the server charges. */
    seatPrice: z.number(),
    seatPricePaise: z.number().int(),
    seatNumber: z.string(),
  }),
});
export type Seat = z.infer<typeof seatSchema>;
export const screeningSchema = z.object({
  screeningId: z.string(),
  showId: z.string(),
  date: z.string(),
  timing: z.enum(TIMING_VALUES),
  /** When the show starts (ISO instant). */
  startsAt: z.string(),
  movieId: z.string(),
  movieName: z.string(),
  cinemaId: z.string(),
  cinemaName: z.string(),
  cityName: z.string(),
  screenName: z.string(),
  /** Other upcoming dates of the same show, for a date switcher. */
  dates: z.array(z.string()),
  /** Set when the cinema cancelled this date: nothing can be booked, bookings are refunded. */
  cancelled: cancellationSchema.optional(),
});
export type Screening = z.infer<typeof screeningSchema>;
export const getMovieCinemaResponse = envelope({
  data: z.array(seatSchema),
  screening: screeningSchema,
  /**
   * The projector's checkpoint when the seats were read: a seat push at or before it is already
   * in `data` (the page drops it), a later one changes the map.
   */
  seatsAsOf: z.string(),
});

/* ------------------- the original API's shows page and seat page ------------------- */

/**
 * One live show of the movie, as the original API's shows page reads it (`getMovieCinema` with
 * `{movieId}`): it groups the items by cinema and first screen and links one button per timing
 * to /buytickets/{movieId}/{cinemaId}/{timing}/seats. Only shows with a screening still to begin.
 */
export const showListingSchema = z.object({
  /** The show. */
  _id: z.string(),
  showId: z.string(),
  movieId: z.string(),
  cinemaId: z.string(),
  cinemaName: z.string(),
  pincode: z.string(),
  cityId: z.string(),
  cityName: z.string(),
  /** The show's one screen, as a list (the original API's shape). */
  screens: z.array(z.string()),
  screenId: z.string(),
  screenName: z.string(),
  timing: z.enum(TIMING_VALUES),
  /** The date of its next screening that has not begun (the seat page offers that one). */
  showStart: z.string(),
  showEnd: z.string(),
  /** When that screening starts (ISO instant). */
  startsAt: z.string(),
  /** Its upcoming dates. */
  dates: z.array(z.string()),
});
export type ShowListing = z.infer<typeof showListingSchema>;
export const showListingsResponse = envelope({
  data: z.object({ movieDetails: movieSchema, cinemas: z.array(showListingSchema) }),
});
/** getMovieCinema answers our seat page, or (without a cinemaId) the original API's shows page. */
export const getMovieCinemaResponses = z.union([getMovieCinemaResponse, showListingsResponse]);

/**
 * One show at a cinema with the seat map of its next screening that has not begun, as the
 * original API's seat page reads it (`getShowCinema` with `{movieId, cinemaId}`): it keeps the show
 * whose `timing` is the page's, sends `_id` back as capturePayment's `showId`, and shows
 * `showStart`, `cinemaId.cinemaName`, `cinemaId.cityId.cityName` and `showSeats`. That client has no
 * notion of a date, so each show comes with one screening.
 */
export const showWithSeatsSchema = z.object({
  /** The show (capturePayment takes it as `showId`, the screening being named by the seat ids). */
  _id: z.string(),
  showId: z.string(),
  /** The one screening whose seats `showSeats` lists. */
  screeningId: z.string(),
  movieId: z.object({ _id: z.string(), movieName: z.string(), thumbnail: z.string() }),
  cinemaId: z.object({ _id: z.string(), cinemaName: z.string(), pincode: z.string(), cityId: cityRefSchema }),
  screens: z.array(z.string()),
  screenId: z.string(),
  screenName: z.string(),
  timing: z.enum(TIMING_VALUES),
  /** The screening's date (YYYY-MM-DD), and when it starts (ISO instant). */
  showStart: z.string(),
  showEnd: z.string(),
  startsAt: z.string(),
  showSeats: z.array(seatSchema),
  /** The projector's checkpoint the seats were read at (as getMovieCinema's seatsAsOf). */
  seatsAsOf: z.string(),
});
export type ShowWithSeats = z.infer<typeof showWithSeatsSchema>;
export const showsWithSeatsResponse = envelope({ data: z.array(showWithSeatsSchema) });
/** getShowCinema answers our shows page, or (with a cinemaId) the original API's seat page. */
export const getShowCinemaResponses = z.union([getShowCinemaResponse, showsWithSeatsResponse]);

import { z } from 'zod';
import type { SeatClass } from '../common/constants.ts';
import { envelope } from '../common/envelope.ts';
import { VALIDATION } from '../common/messages.ts';

export const CINEMA_LIMITS = {
  /** Screens a new cinema opens with (see the README: most Indian multiplexes run 2 to 4). */
  screensPerCinema: 3,
  maxScreens: 12,
  maxSeatsPerClass: 500,
  maxSeatsPerScreen: 1000,
  maxPriceRupees: 10_000,
} as const;

/** A 6-digit Indian PIN code (the first digit is never 0); clients send it as a string or a number. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const pincodeSchema = z
  .union([z.string(), z.number()], { error: 'Pincode is required' })
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1, 'Pincode is required').regex(PINCODE_PATTERN, 'Enter a valid 6-digit pincode'));

export const cinemaNameSchema = z
  .string({ error: 'Cinema name is required' })
  .trim()
  .min(1, 'Cinema name is required')
  .max(80, 'Cinema name is too long')
  .transform((s) => s.replace(/\s+/g, ' '));

export const addCinemaRequest = z.object({
  cinemaName: cinemaNameSchema,
  pincode: pincodeSchema,
  cityId: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100),
});
export type AddCinemaRequest = z.infer<typeof addCinemaRequest>;

/**
 * Whole, positive numbers, sent as numbers or digit strings ("120"); anything else ("199.50",
 * 199.5, "₹1,500") is refused with `wrong`, never rounded or stripped to digits.
 */
const positiveWhole = (what: string, max: number, wrong: string) =>
  z
    .union([z.number(), z.string()], { error: VALIDATION.allFieldsRequired })
    .transform((v) => (typeof v === 'string' ? (/^\s*\d+\s*$/.test(v) ? Number(v) : NaN) : v))
    .pipe(
      z
        .number({ error: wrong })
        .int(wrong)
        .min(1, `${what} must be at least 1`)
        .max(max, `${what} can be at most ${max}`),
    );

/** One seat class as clients send it: `{ name, seat, price }`, seat count and price in rupees. */
export const seatClassInput = z.object({
  name: z.string().max(20).optional(),
  seat: positiveWhole('Seat count', CINEMA_LIMITS.maxSeatsPerClass, VALIDATION.wholeSeats),
  price: positiveWhole('Price', CINEMA_LIMITS.maxPriceRupees, VALIDATION.wholeRupees),
});

/** The spec's screen update: classes regular, bolcony (spelled so, shown as BALCONY) and vip. */
export const updateScreenRequest = z
  .object({
    screenId: z.string({ error: 'Screen id is required' }).trim().min(1, 'Screen id is required').max(200),
    regular: seatClassInput,
    bolcony: seatClassInput,
    vip: seatClassInput,
  })
  .refine((v) => v.regular.seat + v.bolcony.seat + v.vip.seat <= CINEMA_LIMITS.maxSeatsPerScreen, {
    message: `A screen has at most ${CINEMA_LIMITS.maxSeatsPerScreen} seats`,
    path: ['regular', 'seat'],
  });
export type UpdateScreenRequest = z.infer<typeof updateScreenRequest>;

/** The payload keys of each seat class, in the order the seat page shows them (VIP first). */
export const SEAT_CLASS_KEYS = {
  VIP: 'vip',
  BALCONY: 'bolcony',
  REGULAR: 'regular',
} as const satisfies Record<SeatClass, string>;
export const SEAT_CLASS_ORDER: readonly SeatClass[] = ['VIP', 'BALCONY', 'REGULAR'];

/** A class as read back: seat count and price in rupees (and in paise, as stored). */
export const seatClassView = z.object({
  name: z.string(),
  seat: z.number().int(),
  price: z.number(),
  pricePaise: z.number().int(),
});
export type SeatClassView = z.infer<typeof seatClassView>;

export const screenSchema = z.object({
  _id: z.string(),
  cinemaId: z.string(),
  /** "Screen-1", "Screen-2", by position, until the admin renames it. */
  name: z.string(),
  position: z.number().int(),
  /** False until the admin has set seats and prices: no show can be added on it before. */
  configured: z.boolean(),
  regular: seatClassView.nullable(),
  bolcony: seatClassView.nullable(),
  vip: seatClassView.nullable(),
  /** Changes with every update: sent back as If-Match to update safely (also the ETag). */
  version: z.number().int(),
});
export type Screen = z.infer<typeof screenSchema>;

/** A screen no longer in use: it keeps its past shows, takes no new ones. */
export const retiredScreenSchema = screenSchema.extend({ retiredAt: z.string() });
export type RetiredScreen = z.infer<typeof retiredScreenSchema>;

export const cityRefSchema = z.object({ _id: z.string(), cityName: z.string() });

export const cinemaSchema = z.object({
  _id: z.string(),
  cinemaName: z.string(),
  pincode: z.string(),
  cityId: cityRefSchema,
  /** The spec's list of screen ids. */
  screens: z.array(z.string()),
  /** The screens in use (retired ones are left out of both lists), populated. */
  screenDetails: z.array(screenSchema),
  createdAt: z.string(),
  /** Screens retired from use, oldest position first (an addition to the spec's shape). */
  retiredScreens: z.array(retiredScreenSchema),
});
export type Cinema = z.infer<typeof cinemaSchema>;

export const addCinemaResponse = envelope({ data: cinemaSchema, position: z.string() });
export const updateScreenResponse = envelope({ data: screenSchema, position: z.string() });
export const getCinemaDetailsResponse = envelope({ data: z.array(cinemaSchema) });

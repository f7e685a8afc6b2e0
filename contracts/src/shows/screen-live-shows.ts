import { z } from 'zod';
import { SEAT_CLASSES, TIMING_VALUES } from '../common/constants.ts';
import { envelope } from '../common/envelope.ts';
import { VALIDATION } from '../common/messages.ts';

/**
 * Update Screen's question before a save: which of this screen's live shows keep the prices they
 * went live with. Going live freezes a screen's seats and prices into the show's screenings, so a
 * change to the screen reaches only shows that go live after it.
 */
export const screenLiveShowsRequest = z.object({
  screenId: z.string({ error: VALIDATION.allFieldsRequired }).trim().min(1, 'Screen is required').max(200),
});
export type ScreenLiveShowsRequest = z.infer<typeof screenLiveShowsRequest>;

export const screenLiveShowSchema = z.object({
  showId: z.string(),
  movieName: z.string(),
  timing: z.enum(TIMING_VALUES),
  /** YYYY-MM-DD, Indian dates: the show's next date still to come (today included) and its last. */
  nextDate: z.string(),
  showEnd: z.string(),
  /** The seats and prices (in rupees) it keeps, frozen when it went live, per class it sells. */
  prices: z.array(z.object({ seatType: z.enum(SEAT_CLASSES), seat: z.number().int(), price: z.number() })),
});
export type ScreenLiveShow = z.infer<typeof screenLiveShowSchema>;

export const screenLiveShowsResponse = envelope({ data: z.array(screenLiveShowSchema) });

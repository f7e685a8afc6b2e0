import type { Hold } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';

export interface HoldAnswer {
  message: string;
  data: Hold;
  position: string;
}

/** The viewer's live hold on a screening (after a reload), or null. Quiet: the page works without it. */
export const getMyHold = async (screeningId: string): Promise<Hold | null> =>
  (await api<{ data: Hold | null }>('getMyHold', { body: { screeningId }, toastErrors: false })).data;

/** Holds the seats; a seat just taken answers 409 with the server's message (toasted). */
export const reserveSeats = (seatIds: readonly string[]) =>
  api<HoldAnswer>('reserveSeats', { body: { seatIds }, fallback: FALLBACKS.reserveSeats });

/** The hold's one extension. */
export const extendHold = (holdId: string) => api<HoldAnswer>('extendHold', { body: { holdId } });

/** Gives the held seats back. */
export const releaseSeats = (holdId: string) =>
  api<{ message: string; position: string }>('releaseSeats', { body: { holdId } });

import type { Hold } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { noteServerTime } from '../utils/server-clock';

export interface HoldAnswer {
  message: string;
  data: Hold;
  position: string;
}

/** Every hold answer sets the clock the countdown runs on (the server's, not the device's). */
function timed<T extends { data: Hold | null }>(answer: T): T {
  noteServerTime(answer.data?.serverTime);
  return answer;
}

/** The viewer's live hold on a screening (after a reload), or null. Quiet: the page works without it. */
export const getMyHold = async (screeningId: string): Promise<Hold | null> =>
  timed(await api<{ data: Hold | null }>('getMyHold', { body: { screeningId }, toastErrors: false })).data;

/** Holds the seats; a seat just taken answers 409 with the server's message (toasted). */
export const reserveSeats = async (seatIds: readonly string[]) =>
  timed(await api<HoldAnswer>('reserveSeats', { body: { seatIds }, fallback: FALLBACKS.reserveSeats }));

/** The hold's one extension. */
export const extendHold = async (holdId: string) =>
  timed(await api<HoldAnswer>('extendHold', { body: { holdId } }));

/** Gives the held seats back. */
export const releaseSeats = (holdId: string) =>
  api<{ message: string; position: string }>('releaseSeats', { body: { holdId } });

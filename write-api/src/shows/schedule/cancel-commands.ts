import { cinemaIdOf, type EventOf } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { loadCinema, onCinema } from '../../catalog/cinemas/commands.ts';
import { onScreening } from '../seats/commands.ts';
import { ScreeningNotFoundError } from '../seats/errors.ts';
import { loadScreeningInfo } from '../seats/screening-facts.ts';
import { cinemaFor, screeningsToCome, type Canceller } from './cancel-decide.ts';

export interface ScreeningCancellation {
  screeningId: string;
  reason: string;
  cancelledBy: string;
  /** When it was decided (a show's cancellation: when the show was cancelled). */
  decidedAt: Date;
}

/**
 * Cancels one screening on its own stream, once (a repeat changes nothing): its holds are
 * released and its bookings listed for refunds. Who may is the caller's check.
 */
export async function cancelOneScreening(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  { screeningId, reason, cancelledBy, decidedAt }: ScreeningCancellation,
) {
  const screening = await loadScreeningInfo(deps, screeningId);
  const { state, position } = await onScreening(
    deps,
    screeningId,
    { type: 'CancelScreening', screeningId, reason, cancelledBy, screening, decidedAt, now: deps.clock() },
    cancelledBy,
  );
  return { bookings: state.bookings.size, position };
}

/**
 * cancelShow: the show is cancelled on the cinema's stream, then each of its screenings still to
 * come on its own. Should this request die half-way, the ShowCancelled reactor finishes the job.
 */
export async function cancelShow(deps: WriteDeps, input: { showId: string; reason: string }, by: Canceller) {
  const cinemaId = cinemaIdOf(input.showId);
  const { events, position, cinema } = await onCinema(
    deps,
    cinemaId,
    { type: 'CancelShow', showId: input.showId, reason: input.reason, by, now: deps.clock() },
    by.accountId,
  );
  const show = cinema.shows.get(input.showId)!;
  const cancelled = show.cancelled!;
  const decided = events.find((e): e is EventOf<'ShowCancelled'> => e.type === 'ShowCancelled');
  const decidedAt = new Date(cancelled.cancelledAt);
  const screenings = decided?.data.screenings ?? screeningsToCome(show, decidedAt);
  let last = position;
  for (const screeningId of screenings) {
    const done = await cancelOneScreening(deps, {
      screeningId,
      reason: cancelled.reason,
      cancelledBy: cancelled.cancelledBy,
      decidedAt,
    });
    last = done.position ?? last;
  }
  return { showId: input.showId, screenings, position: last };
}

/** cancelScreening: one date of a live show of the caller's cinema (a SuperAdmin: any). */
export async function cancelScreening(
  deps: WriteDeps,
  input: { screeningId: string; reason: string },
  by: Canceller,
) {
  const missing = () => new ScreeningNotFoundError(input.screeningId);
  const info = await loadScreeningInfo(deps, input.screeningId);
  if (!info) throw missing();
  cinemaFor(await loadCinema(deps, info.cinemaId), by, missing);
  const now = deps.clock();
  return cancelOneScreening(deps, {
    screeningId: input.screeningId,
    reason: input.reason,
    cancelledBy: by.accountId,
    decidedAt: now,
  });
}

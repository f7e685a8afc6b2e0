import type { CinemaState, OpenCinema } from './cinema.ts';
import { NotYourCinemaError } from './errors.ts';

/**
 * The cinema, if it exists and `adminId` runs it. A missing cinema is reported as whatever the
 * caller named (a screen, a show, the cinema), since that is all the caller knows of it.
 */
export function ownedCinema(state: CinemaState, adminId: string, missing: () => Error): OpenCinema {
  if (state.status !== 'open') throw missing();
  if (state.cinema.adminId !== adminId) throw new NotYourCinemaError(state.cinema.cinemaId, adminId);
  return state;
}

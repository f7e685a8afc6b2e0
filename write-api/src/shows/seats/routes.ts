import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';

/** reserveSeats, extendHold, releaseSeats (filled in by the holds slice). */
export const seatRoutes = (_deps: WriteDeps): RouteHandlers => ({});

import { SEAT_EVENT_TYPES } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';
import { applySeatEvents, replaySeatEvents } from './seats.batch.ts';

/**
 * The seat map's held and booked seats, folded by the same rule as the screening decider's
 * (`foldSeatEvent` in contracts): one event or a batch goes the same set-based way, every row
 * guarded by position_key, so applying an event twice changes nothing.
 */
export const seatsProjection: Projection = {
  name: 'screening-seats',
  handles: [...SEAT_EVENT_TYPES],
  apply: (trx, event) => applySeatEvents(trx, [event as Parameters<typeof applySeatEvents>[1][number]]),
  applyAll: (trx, events) => applySeatEvents(trx, events as Parameters<typeof applySeatEvents>[1]),
  replay: (db) => replaySeatEvents(db),
};

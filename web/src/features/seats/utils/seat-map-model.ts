import type { Screening, Seat } from '@cinema/contracts';
import { comparePositions, isPosition } from '@cinema/contracts/browser';
import { applySeatPush, seatMapFrom, type SeatMapState, type SeatPushKind } from './apply-seat-push';

interface ReceivedPush {
  kind: SeatPushKind;
  push: unknown;
}

/** What the seat page knows: the last seat list read and the pushes that came since. */
export interface SeatMapModel {
  screening: Screening | null;
  seats: readonly Seat[];
  map: SeatMapState | null;
  /** Pushes not yet known to be in a read list: re-applied over a list read after they arrived. */
  received: readonly ReceivedPush[];
}

export type SeatMapAction =
  | { type: 'loaded'; screening: Screening; seats: readonly Seat[]; seatsAsOf: string }
  | ({ type: 'push' } & ReceivedPush);

export const emptySeatMap: SeatMapModel = { screening: null, seats: [], map: null, received: [] };

/** Enough for the pushes of a busy minute between two reads; older ones are in any later read. */
const KEEP_PUSHES = 500;

const newerThan =
  (seatsAsOf: string) =>
  ({ push }: ReceivedPush) => {
    const position = (push as { position?: unknown }).position;
    return isPosition(position) && comparePositions(position, seatsAsOf) > 0;
  };

/**
 * A read replaces the list unless an earlier-sent read answered later (an older checkpoint); the
 * pushes received meanwhile are applied again on top, so one that overtook the read is not lost.
 */
export function seatMapReducer(model: SeatMapModel, action: SeatMapAction): SeatMapModel {
  if (action.type === 'push') {
    const received = [...model.received, { kind: action.kind, push: action.push }].slice(-KEEP_PUSHES);
    const map = model.map && applySeatPush(model.map, action.kind, action.push);
    return { ...model, map, received };
  }
  const { screening, seats, seatsAsOf } = action;
  const current = model.map;
  if (
    current &&
    current.screeningId === screening.screeningId &&
    comparePositions(seatsAsOf, current.seatsAsOf) < 0
  )
    return model;
  const received = model.received.filter(newerThan(seatsAsOf));
  const map = received.reduce(
    (state, { kind, push }) => applySeatPush(state, kind, push),
    seatMapFrom(screening.screeningId, seats, seatsAsOf),
  );
  return { screening, seats, map, received };
}

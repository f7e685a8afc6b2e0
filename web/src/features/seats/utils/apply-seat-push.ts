import type { Seat } from '@cinema/contracts';
import { comparePositions, isPosition, type Position } from '@cinema/contracts/browser';

export type SeatStatus = Seat['status'];

/** The server's seat pushes (spec section 5) and the status each one gives its seats. */
export const SEAT_PUSH_STATUS = {
  reservedSeats: 'Reserved',
  seatsUpdated: 'Booked',
  seatsToRevert: 'Available',
} as const satisfies Record<string, SeatStatus>;
export type SeatPushKind = keyof typeof SEAT_PUSH_STATUS;
export const SEAT_PUSH_KINDS = Object.keys(SEAT_PUSH_STATUS) as SeatPushKind[];

export interface SeatPush {
  screeningId: string;
  seatIds: string[];
  position: Position;
}

/** The live seat statuses of one screening. */
export interface SeatMapState {
  screeningId: string;
  /** The checkpoint the seat list was read at. */
  seatsAsOf: Position;
  statuses: Readonly<Record<string, SeatStatus>>;
  /** Per seat, the position of the last push applied to it. */
  appliedAt: Readonly<Record<string, Position>>;
}

export const seatMapFrom = (
  screeningId: string,
  seats: readonly Seat[],
  seatsAsOf: Position,
): SeatMapState => ({
  screeningId,
  seatsAsOf,
  statuses: Object.fromEntries(seats.map((seat) => [seat._id, seat.status])),
  appliedAt: {},
});

export function isSeatPush(value: unknown): value is SeatPush {
  if (typeof value !== 'object' || value === null) return false;
  const push = value as Record<string, unknown>;
  return (
    typeof push.screeningId === 'string' &&
    Array.isArray(push.seatIds) &&
    push.seatIds.every((id) => typeof id === 'string') &&
    isPosition(push.position)
  );
}

/**
 * The map after one push. Pushes can arrive late, twice or out of order (the relay sends at most
 * once, a reconnect re-reads the map), so a seat only changes when the push is newer than both
 * the seat list (`seatsAsOf`) and the last push applied to that seat. Anything else (another
 * screening, unknown seats, a malformed push) leaves the state as it is, the same object.
 */
export function applySeatPush(state: SeatMapState, kind: SeatPushKind, push: unknown): SeatMapState {
  if (!isSeatPush(push) || push.screeningId !== state.screeningId) return state;
  if (comparePositions(push.position, state.seatsAsOf) <= 0) return state;
  const status = SEAT_PUSH_STATUS[kind];
  let statuses: Record<string, SeatStatus> | undefined;
  let appliedAt: Record<string, Position> | undefined;
  for (const seatId of push.seatIds) {
    if (!(seatId in state.statuses)) continue;
    const last = (appliedAt ?? state.appliedAt)[seatId];
    if (last !== undefined && comparePositions(push.position, last) <= 0) continue;
    statuses ??= { ...state.statuses };
    appliedAt ??= { ...state.appliedAt };
    statuses[seatId] = status;
    appliedAt[seatId] = push.position;
  }
  return statuses && appliedAt ? { ...state, statuses, appliedAt } : state;
}

/**
 * True when the screening's latest change (a beat from the server) is newer than anything this
 * map has: its seat list and every push applied since. A push was lost, so the map is read again.
 */
export function missedChange(state: SeatMapState, beat: unknown): boolean {
  if (typeof beat !== 'object' || beat === null) return false;
  const { screeningId, position } = beat as Record<string, unknown>;
  if (screeningId !== state.screeningId || !isPosition(position)) return false;
  if (comparePositions(position, state.seatsAsOf) <= 0) return false;
  return Object.values(state.appliedAt).every((applied) => comparePositions(position, applied) > 0);
}

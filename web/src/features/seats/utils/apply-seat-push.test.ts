import { describe, expect, it } from 'vitest';
import {
  applySeatPush,
  missedChange,
  type SeatMapState,
  type SeatPushKind,
  type SeatStatus,
} from './apply-seat-push';

const S = 'cin-1.show-1.2026-11-24';
const V1 = `${S}.V1`;
const V2 = `${S}.V2`;

/** A map read at 10:5 with V1 held since 10:7 (a push after the read) and V2 free. */
const base: SeatMapState = {
  screeningId: S,
  seatsAsOf: '10:5',
  statuses: { [V1]: 'Reserved', [V2]: 'Available' },
  appliedAt: { [V1]: '10:7' },
};

const push = (seatIds: string[], position: string, screeningId = S) => ({ screeningId, seatIds, position });

const cases: {
  name: string;
  kind: SeatPushKind;
  push: unknown;
  expected: Partial<Record<string, SeatStatus>> | 'unchanged';
}[] = [
  {
    name: 'a newer hold reserves a free seat',
    kind: 'reservedSeats',
    push: push([V2], '10:8'),
    expected: { [V2]: 'Reserved' },
  },
  {
    name: 'a booking marks seats booked',
    kind: 'seatsUpdated',
    push: push([V1, V2], '11:1'),
    expected: { [V1]: 'Booked', [V2]: 'Booked' },
  },
  {
    name: 'a release frees a held seat',
    kind: 'seatsToRevert',
    push: push([V1], '10:9'),
    expected: { [V1]: 'Available' },
  },
  {
    name: 'a push at the read position is already in the list',
    kind: 'reservedSeats',
    push: push([V2], '10:5'),
    expected: 'unchanged',
  },
  {
    name: 'a push before the read is stale',
    kind: 'seatsToRevert',
    push: push([V1], '9:99'),
    expected: 'unchanged',
  },
  {
    name: "the same push twice (the seat's last position) is a duplicate",
    kind: 'reservedSeats',
    push: push([V1], '10:7'),
    expected: 'unchanged',
  },
  {
    name: "a push older than the seat's last one arrives late",
    kind: 'seatsToRevert',
    push: push([V1], '10:6'),
    expected: 'unchanged',
  },
  {
    name: 'positions compare as numbers, not text (9 < 10)',
    kind: 'seatsToRevert',
    push: push([V1], '9:100'),
    expected: 'unchanged',
  },
  {
    name: 'a late push still changes the seats it is newer for',
    kind: 'seatsToRevert',
    push: push([V1, V2], '10:6'),
    expected: { [V2]: 'Available' },
  },
  {
    name: 'another screening is ignored',
    kind: 'seatsUpdated',
    push: push([V2], '12:0', 'cin-1.show-1.2026-11-25'),
    expected: 'unchanged',
  },
  {
    name: 'unknown seats are ignored',
    kind: 'seatsUpdated',
    push: push([`${S}.R99`], '12:0'),
    expected: 'unchanged',
  },
  {
    name: 'a malformed position is ignored',
    kind: 'seatsUpdated',
    push: push([V2], 'latest'),
    expected: 'unchanged',
  },
  { name: 'a malformed push is ignored', kind: 'seatsUpdated', push: { seatIds: V2 }, expected: 'unchanged' },
];

describe('applySeatPush', () => {
  it.each(cases)('$name', ({ kind, push: message, expected }) => {
    const next = applySeatPush(base, kind, message);
    if (expected === 'unchanged') expect(next).toBe(base);
    else expect(next.statuses).toEqual({ ...base.statuses, ...expected });
  });

  it('records the position per changed seat, so a replay of the same push changes nothing', () => {
    const once = applySeatPush(base, 'seatsUpdated', push([V2], '10:8'));
    expect(once.appliedAt).toEqual({ [V1]: '10:7', [V2]: '10:8' });
    expect(applySeatPush(once, 'seatsToRevert', push([V2], '10:8'))).toBe(once);
  });

  it('leaves the state it was given untouched', () => {
    applySeatPush(base, 'seatsUpdated', push([V1, V2], '11:1'));
    expect(base.statuses).toEqual({ [V1]: 'Reserved', [V2]: 'Available' });
  });
});

describe('missedChange', () => {
  it('is true only for a change newer than the seat list and every push applied since', () => {
    expect(missedChange(base, { screeningId: S, position: '10:9' })).toBe(true);
    expect(missedChange(base, { screeningId: S, position: '10:7' })).toBe(false);
    expect(missedChange(base, { screeningId: S, position: '10:5' })).toBe(false);
    expect(missedChange(base, { screeningId: S, position: '10:4' })).toBe(false);
  });

  it('ignores beats of another screening and malformed ones', () => {
    expect(missedChange(base, { screeningId: 'other', position: '10:9' })).toBe(false);
    expect(missedChange(base, { screeningId: S, position: 'late' })).toBe(false);
    expect(missedChange(base, null)).toBe(false);
  });
});

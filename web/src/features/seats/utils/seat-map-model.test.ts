import { describe, expect, it } from 'vitest';
import { aScreening, seatId, seatList } from '../testing/fixtures';
import { emptySeatMap, seatMapReducer, type SeatMapModel } from './seat-map-model';

const screening = aScreening();
const seats = seatList({ VIP: { count: 3, price: 300 } });
const V1 = seatId('V1');
const V2 = seatId('V2');
const push = (seatIds: string[], position: string) => ({
  screeningId: screening.screeningId,
  seatIds,
  position,
});
const loaded = (seatsAsOf: string, list = seats) =>
  ({ type: 'loaded', screening, seats: list, seatsAsOf }) as const;
const statusOf = (model: SeatMapModel, id: string) => model.map?.statuses[id];

describe('seatMapReducer', () => {
  it('keeps a push that overtook the read it belongs after', () => {
    // The read was sent, a hold at 5:2 was pushed, then the read (taken at 5:1) answered.
    let model = seatMapReducer(emptySeatMap, {
      type: 'push',
      kind: 'reservedSeats',
      push: push([V1], '5:2'),
    });
    model = seatMapReducer(model, loaded('5:1'));
    expect(statusOf(model, V1)).toBe('Reserved');
  });

  it('drops pushes a later read already contains, and forgets them', () => {
    let model = seatMapReducer(emptySeatMap, loaded('5:1'));
    model = seatMapReducer(model, { type: 'push', kind: 'reservedSeats', push: push([V1], '5:2') });
    const released = seatList({ VIP: { count: 3, price: 300 } });
    model = seatMapReducer(model, loaded('5:3', released));
    expect(statusOf(model, V1)).toBe('Available');
    expect(model.received).toEqual([]);
  });

  it('ignores a read that answers later than a newer one', () => {
    let model = seatMapReducer(
      emptySeatMap,
      loaded('7:0', seatList({ VIP: { count: 3, price: 300 } }, { V2: 'Booked' })),
    );
    model = seatMapReducer(model, loaded('6:0'));
    expect(statusOf(model, V2)).toBe('Booked');
  });

  it('applies pushes to the loaded map as they come', () => {
    let model = seatMapReducer(emptySeatMap, loaded('5:1'));
    model = seatMapReducer(model, { type: 'push', kind: 'seatsUpdated', push: push([V2], '5:9') });
    expect(statusOf(model, V2)).toBe('Booked');
  });
});

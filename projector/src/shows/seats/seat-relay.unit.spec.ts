import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTENERS_ROOM, screeningRoom } from '@cinema/contracts';
import { broadcastTo, type RoomBroadcaster, type SeatPushMessage, type SeatPushName } from './seat-relay.ts';

/** A Socket.IO stand-in that records what each room was sent. */
function recorder() {
  const sent: [string, SeatPushName, unknown][] = [];
  const target: RoomBroadcaster = {
    to: (room) => ({ emit: (name, payload) => void sent.push([room, name, payload]) }),
  };
  return { sent, target };
}

const S1 = 'cin.show.2026-12-01';
const S2 = 'cin.show.2026-12-02';
const message = (
  name: SeatPushName,
  screeningId: string,
  seats: string[],
  position: string,
): SeatPushMessage => ({
  room: screeningRoom(screeningId),
  name,
  push: { screeningId, seatIds: seats.map((s) => `${screeningId}.${s}`), position },
});

describe('the seat relay', () => {
  afterEach(() => vi.useRealTimers());

  it('pushes each change to its screening’s room, and the listen-only sockets hear each seat’s latest change', () => {
    const { sent, target } = recorder();
    broadcastTo(target, { batchMs: 0 })([
      message('reservedSeats', S1, ['V1', 'V2'], '1:0'),
      message('seatsToRevert', S1, ['V1'], '2:0'),
      message('reservedSeats', S2, ['R1'], '3:0'),
      message('seatsUpdated', S1, ['V2'], '4:0'),
    ]);
    expect(sent.filter(([room]) => room !== LISTENERS_ROOM).map(([room, name]) => [room, name])).toEqual([
      [screeningRoom(S1), 'reservedSeats'],
      [screeningRoom(S1), 'seatsToRevert'],
      [screeningRoom(S2), 'reservedSeats'],
      [screeningRoom(S1), 'seatsUpdated'],
    ]);
    expect(sent.filter(([room]) => room === LISTENERS_ROOM).map(([, name, ids]) => [name, ids])).toEqual([
      ['seatsToRevert', [`${S1}.V1`]],
      ['seatsUpdated', [`${S1}.V2`]],
      ['reservedSeats', [`${S2}.R1`]],
    ]);
  });

  it('gathers the changes of 100 ms into one frame per event for the listeners, seat pages at once', () => {
    vi.useFakeTimers();
    const { sent, target } = recorder();
    const sink = broadcastTo(target);
    sink([message('reservedSeats', S1, ['V1'], '1:0')]);
    sink([message('reservedSeats', S2, ['B1'], '2:0')]);
    expect(sent.map(([room]) => room)).toEqual([screeningRoom(S1), screeningRoom(S2)]);
    vi.advanceTimersByTime(100);
    expect(sent.slice(2)).toEqual([[LISTENERS_ROOM, 'reservedSeats', [`${S1}.V1`, `${S2}.B1`]]]);
    sink([message('seatsToRevert', S1, ['V1'], '3:0')]);
    vi.advanceTimersByTime(100);
    expect(sent.slice(4)).toEqual([[LISTENERS_ROOM, 'seatsToRevert', [`${S1}.V1`]]]);
  });

  it('sends nothing to the listeners with the broadcast off', () => {
    const { sent, target } = recorder();
    broadcastTo(target, { listeners: false, batchMs: 0 })([message('seatsUpdated', S1, ['V1'], '1:0')]);
    expect(sent.map(([room]) => room)).toEqual([screeningRoom(S1)]);
  });
});

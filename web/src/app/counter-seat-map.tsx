import type { Seat } from '@cinema/contracts';
import type { CounterSeatMap } from '@/features/counter/components/counter-page';
import { SeatGrid } from '@/features/seats/components/seat-grid';
import type { SeatLook } from '@/features/seats/components/seat-states';
import { seatSections } from '@/features/seats/utils/seat-sections';

/**
 * The seats feature's grid as the counter draws it (composed here: features never import each
 * other): seats held or sold online are taken, the cashier's choice is selected.
 */
const CounterSeatGrid: CounterSeatMap = ({ seats, chosen, onToggle }) => {
  const byId = new Map(seats.map((s) => [s._id, s] as const));
  const lookOf = (seatId: string): SeatLook => {
    if (chosen.has(seatId)) return 'selected';
    const status = byId.get(seatId)?.status;
    return status === 'Booked' ? 'booked' : status === 'Reserved' ? 'reserved' : 'available';
  };
  return <SeatGrid sections={seatSections(seats as Seat[])} lookOf={lookOf} onToggle={onToggle} />;
};
export default CounterSeatGrid;

import type { Booking } from '@cinema/contracts';
import { groupSeats } from '../utils/group-seats';

/** The booked seats by class, VIP first, named as the seat map draws them: "VIP  A1, A2 · Row A". */
export function TicketSeats({ seats }: { seats: Booking['bookedSeats'] }) {
  return (
    <dl aria-label="Seats" className="space-y-1.5">
      {groupSeats(seats).map(({ seatType, seatNumbers, rows }) => (
        <div key={seatType} className="flex items-baseline gap-3">
          <dt className="w-20 shrink-0 text-xs font-semibold tracking-wide text-slate-500">{seatType}</dt>
          <dd className="font-semibold break-words text-slate-900">
            {seatNumbers.join(', ')}
            {rows.length > 0 && (
              <span className="font-normal text-slate-600">
                {' · '}
                {rows.length === 1 ? 'Row' : 'Rows'} {rows.join(', ')}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

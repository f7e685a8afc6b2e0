import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CounterCinema, CounterTicket as Ticket, Seat } from '@cinema/contracts';
import { LIMITS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { counterSeatMapQuery } from '../api/counter-seat-map';
import { useSellSeats } from '../api/sell-seats';
import type { CounterSeatMap } from './counter-page';
import { SaleForm } from './sale-form';

interface DeskProps {
  cinema: CounterCinema;
  screening: CounterCinema['screenings'][number];
  SeatMap: CounterSeatMap;
  onSold: (ticket: Ticket) => void;
}

/** One screening's map and the sale form; seats taken meanwhile leave the choice. */
export default function SaleDesk({ cinema, screening, SeatMap, onSold }: DeskProps) {
  const seats = useQuery(counterSeatMapQuery(cinema.cinemaId, screening));
  const sell = useSellSeats(screening.screeningId);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  // A seat held or sold online meanwhile leaves the choice (derived, so it never lingers).
  const free = new Set(seats.data?.filter((s) => s.status === 'Available').map((s) => s._id));
  const picked = new Set([...chosen].filter((id) => free.has(id)));
  const toggle = (seat: Seat) => {
    if (seat.status !== 'Available') return;
    const next = new Set(picked);
    if (next.has(seat._id)) next.delete(seat._id);
    else if (next.size < LIMITS.maxSeatsPerBooking) next.add(seat._id);
    setChosen(next);
  };
  const totalPaise = (seats.data ?? [])
    .filter((s) => picked.has(s._id))
    .reduce((sum, s) => sum + s.seatId.seatPricePaise, 0);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
        {seats.data ? (
          <SeatMap seats={seats.data} chosen={picked} onToggle={toggle} />
        ) : (
          <Spinner label="Loading the seat map" />
        )}
      </div>
      <div className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 lg:self-start">
        <SaleForm
          seatIds={[...picked]}
          totalPaise={totalPaise}
          pending={sell.isPending}
          onSell={(sale) =>
            sell.mutate(sale, {
              onSuccess: (ticket) => {
                setChosen(new Set());
                onSold(ticket);
              },
            })
          }
        />
      </div>
    </div>
  );
}

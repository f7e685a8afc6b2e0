import type { Screening } from '@cinema/contracts';
import { SeatHeader } from './seat-header';

/** A date the cinema cancelled: nothing to book; whoever booked is refunded in full. */
export default function CancelledScreening({ screening }: { screening: Screening }) {
  return (
    <div className="pb-12">
      <title>{`${screening.movieName} · Cancelled · ${screening.cinemaName}`}</title>
      <SeatHeader screening={screening} />
      <div className="mx-auto max-w-6xl px-4 pt-6 lg:px-8">
        <div role="status" className="rounded-2xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
          <h2 className="text-lg font-bold">Cancelled</h2>
          <p className="mt-1">The cinema cancelled this show: {screening.cancelled?.reason}</p>
          <p className="mt-1">
            No tickets can be booked. Everyone who booked is refunded in full and has been sent a mail.
          </p>
        </div>
      </div>
    </div>
  );
}

import { TIMINGS } from '@cinema/contracts/browser';
import type { Admission } from '../api/verify-ticket';
import { bookingCode, formatShowDate, formatShowTime } from '../utils/format';

const timingLabel = (timing: string) => TIMINGS.find((t) => t.value === timing)?.label ?? timing;
/** A seat as printed on the ticket (V1), also when the server names it by its full seat id. */
const seatLabel = (seat: string) => seat.slice(seat.lastIndexOf('.') + 1);

/** A ticket the door has just admitted: what the admin checks against the viewer in front of them. */
export function AdmittedTicket({ admission: { message, ticket } }: { admission: Admission }) {
  const seats = ticket.seats.length;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-2 ring-emerald-700">
      <div className="flex items-center gap-3 bg-emerald-700 px-5 py-4 text-white">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-8 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.4}
        >
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <div>
          <h2 className="text-xl font-bold">Admitted</h2>
          <p className="text-emerald-50">{message}</p>
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Movie</dt>
          <dd className="text-lg font-bold break-words text-slate-900">{ticket.movieName}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Cinema and screen</dt>
          <dd className="font-semibold text-slate-900">
            {ticket.cinemaName} · {ticket.screenName}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Show</dt>
          <dd className="font-semibold text-slate-900">
            {formatShowDate(ticket.date)} · {timingLabel(ticket.timing)}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {seats === 1 ? '1 seat' : `${seats} seats`}
          </dt>
          <dd>
            <ul aria-label="Seats" className="mt-1 flex flex-wrap gap-2">
              {ticket.seats.map((seat) => (
                <li
                  key={seat}
                  className="rounded-lg bg-emerald-50 px-3 py-1 font-mono text-lg font-bold text-emerald-900 ring-1 ring-emerald-200"
                >
                  {seatLabel(seat)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Booking ID</dt>
          <dd className="font-mono font-bold tracking-wider text-slate-900">
            {bookingCode(ticket.bookingId)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Admitted at</dt>
          <dd className="font-semibold text-slate-900">{formatShowTime(ticket.admittedAt)}</dd>
        </div>
      </dl>
    </div>
  );
}

import type { CounterTicket as Ticket } from '@cinema/contracts';
import { TIMINGS } from '@cinema/contracts/browser';

const timingLabel = (value: string) => TIMINGS.find((t) => t.value === value)?.span ?? value;
const rupees = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN')}`;

/**
 * The ticket a counter sale gives: booking ID, show, seats, amount and how it was paid, with the
 * QR code the door scans. Print prints only the ticket (the rest of the page is hidden in print).
 */
export default function CounterTicket({ ticket, onNext }: { ticket: Ticket; onNext: () => void }) {
  return (
    <section
      aria-label="Ticket"
      className="counter-ticket rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={ticket.qrImage}
          alt={`Ticket QR code for booking ${ticket.bookingCode}`}
          width={192}
          height={192}
          className="mx-auto size-48 shrink-0 sm:mx-0"
        />
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-slate-800">
          <dt className="font-medium text-slate-500">Booking ID</dt>
          <dd className="font-mono text-lg font-bold tracking-wider">{ticket.bookingCode}</dd>
          <dt className="font-medium text-slate-500">Movie</dt>
          <dd className="font-semibold">{ticket.movieName}</dd>
          <dt className="font-medium text-slate-500">Cinema</dt>
          <dd>
            {ticket.cinemaName}, {ticket.cityName} · {ticket.screenName}
          </dd>
          <dt className="font-medium text-slate-500">Show</dt>
          <dd>
            {ticket.date}, {timingLabel(ticket.timing)}
          </dd>
          <dt className="font-medium text-slate-500">Seats</dt>
          <dd>{ticket.seats.map((s) => `${s.code ?? s.seatNumber} (${s.seatType})`).join(', ')}</dd>
          <dt className="font-medium text-slate-500">Paid</dt>
          <dd>
            {rupees(ticket.totalAmountPaise)} · {ticket.method === 'cash' ? 'Cash' : 'UPI'} at the counter
          </dd>
          {ticket.buyerName || ticket.buyerPhone ? (
            <>
              <dt className="font-medium text-slate-500">Buyer</dt>
              <dd>{[ticket.buyerName, ticket.buyerPhone].filter(Boolean).join(' · ')}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <div className="mt-5 flex flex-wrap gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          Print ticket
        </button>
        <button
          type="button"
          onClick={onNext}
          className="inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          Next sale
        </button>
      </div>
    </section>
  );
}

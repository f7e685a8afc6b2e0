import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Booking } from '@cinema/contracts';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import {
  bookingCode,
  formatIndianDateTime,
  formatRupees,
  formatShowDate,
  formatShowTime,
  ticketCount,
} from '../utils/format';
import { TicketSeats } from './ticket-seats';
import { TicketDivider } from './ui/ticket-divider';

/** Every booking is a 2D show (the spec's ticket says so; screens have no other format yet). */
const FORMAT = '2D';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The spec's 'Ticket details' popup: movie, languages, 2D, date and hour, cinema and city, ticket
 * count, seats by class, the QR code to show at the door, the booking ID and the no-cancellation
 * note. A modal dialog (focus kept inside, Escape closes, focus goes back to the card).
 */
export function TicketDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const { showId: show } = booking;
  const code = bookingCode(booking._id);
  return (
    <Dialog title="Ticket details" closeLabel="Close ticket details" onClose={onClose}>
      <div className="bg-slate-100 p-3 sm:p-4">
        <div className="rounded-2xl bg-white px-4 py-4 shadow-sm sm:px-5">
          <div className="flex gap-4">
            <img
              src={show.movieId.thumbnail}
              alt=""
              width={64}
              height={96}
              className="aspect-2/3 h-auto w-16 shrink-0 rounded-lg bg-slate-200 object-cover"
            />
            <div className="min-w-0">
              <h3 className="text-lg leading-snug font-bold break-words text-slate-900">
                {show.movieId.movieName}
              </h3>
              <p className="mt-0.5 text-sm text-slate-600">
                {show.movieId.supportingLanguages.join('/')} <span aria-hidden="true">·</span> {FORMAT}
              </p>
              <p className="mt-1 text-sm font-semibold text-slate-900">
                {formatShowDate(show.showStart)} <span aria-hidden="true">·</span>{' '}
                {formatShowTime(show.startsAt)}
              </p>
              <p className="mt-0.5 text-sm text-slate-700">
                {show.cinemaId.cinemaName} | {show.cinemaId.cityId.cityName}
              </p>
            </div>
          </div>

          <TicketDivider className="-mx-4 sm:-mx-5" />

          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label="Tickets">{ticketCount(booking.bookedSeats.length)}</Fact>
            <Fact label="Screen">{show.screenName}</Fact>
          </dl>
          <div className="mt-3">
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Seats</h4>
            <div className="mt-1.5">
              <TicketSeats seats={booking.bookedSeats} />
            </div>
          </div>

          <TicketDivider className="-mx-4 sm:-mx-5" />

          <div className="flex flex-col items-center py-2 text-center">
            <img
              src={booking.qrImage}
              alt={`QR code of the ticket, booking ID ${code}`}
              width={208}
              height={208}
              className={`size-52 [image-rendering:pixelated] ${booking.admittedAt || booking.cancelled ? 'opacity-40' : ''}`}
            />
            <p className="mt-2 text-sm text-slate-600">
              Booking ID{' '}
              <span className="font-mono text-base font-bold tracking-wider text-slate-900">{code}</span>
            </p>
            {booking.cancelled ? (
              <p
                role="status"
                className="mt-2 rounded-lg bg-red-50 px-3 py-1 text-sm font-semibold text-red-800 ring-1 ring-red-200"
              >
                Cancelled by the cinema: {booking.cancelled.reason}.{' '}
                {booking.cancelled.refund === null
                  ? 'The full amount is being refunded.'
                  : `Refunded ${formatRupees(booking.cancelled.refund)}.`}
              </p>
            ) : booking.admittedAt ? (
              <p className="mt-2 rounded-lg bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700 ring-1 ring-slate-300">
                Used at the door on {formatIndianDateTime(booking.admittedAt)}
              </p>
            ) : (
              <p className="mt-1 text-sm text-slate-600">Show this QR code at the cinema entrance.</p>
            )}
          </div>

          <TicketDivider className="-mx-4 sm:-mx-5" />

          <div className="flex items-baseline justify-between gap-4 pt-1">
            <span className="text-sm font-semibold text-slate-600">Total amount</span>
            <span className="text-lg font-bold text-slate-900">{formatRupees(booking.totalAmount)}</span>
          </div>
        </div>
        <p className="mt-3 px-1 text-sm text-slate-600">
          <strong className="font-semibold text-slate-900">Note:</strong> This booking cannot be cancelled.{' '}
          <Link
            to={paths.bookingTerms.getHref()}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            Booking terms
          </Link>
        </p>
      </div>
    </Dialog>
  );
}

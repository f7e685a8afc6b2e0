import { useId } from 'react';
import type { Booking } from '@cinema/contracts';
import { ChevronIcon } from '@/components/ui/icons';
import { formatRupees, formatShowDate, formatShowTime, ticketCount } from '../utils/format';
import { groupSeats } from '../utils/group-seats';
import { TicketDivider } from './ui/ticket-divider';

interface BookingCardProps {
  booking: Booking;
  onOpen: (bookingId: string) => void;
}

/**
 * One booking as a ticket stub: poster, movie, date and time, tickets, cinema and city, and the
 * total. The whole card opens the ticket; the one button in it (stretched over the card) is what
 * keyboards and screen readers use.
 */
export function BookingCard({ booking, onOpen }: BookingCardProps) {
  const headingId = useId();
  const { showId: show } = booking;
  const date = formatShowDate(show.showStart);
  const time = formatShowTime(show.startsAt);
  const seatList = groupSeats(booking.bookedSeats)
    .flatMap((group) => group.seatNumbers)
    .join(', ');
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md sm:flex-row"
    >
      <div className="flex min-w-0 flex-1 gap-4 p-4 sm:p-5">
        <img
          src={show.movieId.thumbnail}
          alt=""
          width={96}
          height={144}
          loading="lazy"
          decoding="async"
          className="aspect-2/3 h-auto w-20 shrink-0 rounded-lg bg-slate-200 object-cover sm:w-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 id={headingId} className="text-lg leading-snug font-bold break-words text-slate-900">
              {show.movieId.movieName}
            </h2>
            {booking.cancelled ? (
              <span className="shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
                Cancelled
              </span>
            ) : (
              booking.admittedAt && (
                <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
                  Used
                </span>
              )
            )}
          </div>
          <dl className="mt-1.5 space-y-1 text-sm text-slate-700">
            <div className="flex flex-wrap gap-x-1.5">
              <dt className="sr-only">Date</dt>
              <dd className="font-medium text-slate-900">{date}</dd>
              <dt className="sr-only">Time</dt>
              <dd className="font-medium text-slate-900">
                <span aria-hidden="true">· </span>
                {time}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Cinema</dt>
              <dd>
                {show.cinemaId.cinemaName} | {show.cinemaId.cityId.cityName}
              </dd>
            </div>
            <div>
              <dt className="sr-only">Tickets</dt>
              <dd>
                {ticketCount(booking.bookedSeats.length)}
                <span className="text-slate-500"> · {show.screenName}</span>
              </dd>
            </div>
            {booking.cancelled && (
              <div className="rounded-lg bg-red-50 p-2 text-red-900 ring-1 ring-red-200">
                <dt className="font-semibold">The cinema cancelled this show</dt>
                <dd>{booking.cancelled.reason}</dd>
                <dd className="font-semibold">
                  {booking.cancelled.refund === null
                    ? `Refund of ${formatRupees(booking.totalAmount)} on its way`
                    : `Refunded ${formatRupees(booking.cancelled.refund)}`}
                </dd>
              </div>
            )}
            {/* Two bookings of one show differ by their seats: named as the map and the ticket name them. */}
            <div className="flex gap-1.5">
              <dt className="text-slate-500">Seats</dt>
              <dd className="min-w-0 font-medium break-words text-slate-900">{seatList}</dd>
            </div>
          </dl>
        </div>
      </div>
      <TicketDivider tone="bg-slate-50" className="sm:hidden" />
      <div className="flex items-center justify-between gap-4 px-4 pt-1 pb-4 sm:w-52 sm:shrink-0 sm:flex-col sm:items-end sm:justify-center sm:border-l-2 sm:border-dashed sm:border-slate-200 sm:p-5">
        <p className="flex flex-col sm:items-end">
          <span className="text-xs font-medium tracking-wide text-slate-500 uppercase">Total amount</span>
          <span className="text-lg font-bold text-slate-900">{formatRupees(booking.totalAmount)}</span>
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={`View ticket: ${show.movieId.movieName}, ${date}, ${time}, seats ${seatList}`}
          onClick={() => onOpen(booking._id)}
          className="inline-flex min-h-11 items-center gap-1 rounded-lg font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-800 focus-visible:outline-none"
        >
          View ticket
          <ChevronIcon className="size-5" />
        </button>
      </div>
    </article>
  );
}

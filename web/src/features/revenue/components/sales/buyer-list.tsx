import { useDeferredValue, useState } from 'react';
import type { Buyer } from '@cinema/contracts';
import { formatIndianDateTime, formatPaise } from '../../utils/format';
import { cardClass, sectionTitleClass } from '../ui/styles';

/** Whether a buyer matches what was typed: booking ID, name, email, contact or a seat code. */
export function buyerMatches(buyer: Buyer, search: string) {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = [
    buyer.bookingCode,
    buyer.name,
    buyer.email,
    buyer.contactNumber,
    ...buyer.seats.map((s) => s.code),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => text.includes(word));
}

/** A screening's buyers: searchable on screen, the whole list on paper. */
export function BuyerList({ buyers }: { buyers: Buyer[] }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const shown = buyers.filter((b) => buyerMatches(b, deferred));
  const admitted = buyers.filter((b) => b.admittedAt !== null).length;
  return (
    <section
      aria-labelledby="buyers-title"
      className={`${cardClass} print:p-0 print:shadow-none print:ring-0`}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="buyers-title" className={sectionTitleClass}>
          Buyers{' '}
          <span className="font-normal text-slate-600">
            ({buyers.length}, {admitted} admitted)
          </span>
        </h2>
        <label className="flex w-full flex-col gap-1 text-sm font-semibold text-slate-700 sm:w-72 print:hidden">
          Search buyers
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name, phone, booking ID or seat"
            className="min-h-11 rounded-lg border border-slate-300 px-3 text-base font-normal text-slate-900"
          />
        </label>
      </div>
      {search && (
        <p role="status" className="mt-2 text-sm text-slate-600 print:hidden">
          {shown.length} of {buyers.length} buyers match.
        </p>
      )}
      {buyers.length === 0 ? (
        <p className="mt-4 text-slate-700">Nobody has booked this show yet.</p>
      ) : (
        <div className="mt-4 overflow-x-auto print:overflow-visible">
          <table className="w-full text-sm sm:min-w-[40rem] print:min-w-0 print:text-xs">
            <caption className="sr-only">Buyers of this show</caption>
            <thead className="border-b border-slate-200 text-left text-xs text-slate-500 uppercase max-sm:sr-only print:not-sr-only">
              <tr>
                {['Booking ID', 'Name', 'Contact', 'Seats', 'Amount', 'Channel', 'Status', 'Admitted'].map(
                  (h) => (
                    <th
                      key={h}
                      scope="col"
                      className={`py-2 pr-3 font-semibold ${h === 'Amount' ? 'text-right' : ''}`}
                    >
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {buyers.map((b) => (
                <tr
                  key={b.bookingId}
                  // A phone shows each buyer as a short card: name and amount, then the rest wrapping.
                  className={`max-sm:flex max-sm:flex-wrap max-sm:gap-x-3 max-sm:py-2 print:table-row ${shown.includes(b) ? '' : 'hidden'}`}
                >
                  <td className="py-2 pr-3 font-mono max-sm:order-first max-sm:basis-full max-sm:py-0 max-sm:text-xs">
                    {b.bookingCode}
                  </td>
                  <th
                    scope="row"
                    className="py-2 pr-3 text-left font-medium break-words text-slate-900 max-sm:py-0"
                  >
                    {b.name}
                  </th>
                  <td className="py-2 pr-3 max-sm:order-last max-sm:basis-full max-sm:py-0">
                    {b.contactNumber}
                    <span className="block text-xs break-all text-slate-500">{b.email}</span>
                  </td>
                  <td className="py-2 pr-3 max-sm:py-0">
                    <span className="sm:hidden print:hidden">Seats </span>
                    {b.seats.map((s) => s.code).join(', ')}
                  </td>
                  <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums max-sm:py-0 max-sm:font-semibold">
                    {formatPaise(b.amountPaise)}
                  </td>
                  <td className="py-2 pr-3 capitalize max-sm:py-0">{b.channel}</td>
                  <td className="py-2 pr-3 max-sm:py-0">
                    <BuyerStatus buyer={b} />
                  </td>
                  <td className="py-2 pr-3 max-sm:py-0">
                    <span className="sm:hidden print:hidden">Admitted </span>
                    {b.admittedAt ? (
                      <span
                        title={formatIndianDateTime(b.admittedAt)}
                        className="font-semibold text-emerald-700"
                      >
                        Yes
                      </span>
                    ) : (
                      'No'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Booked, or what the cinema's cancellation did: refunded (how much, online or at the counter). */
function BuyerStatus({ buyer }: { buyer: Buyer }) {
  if (buyer.status === 'booked') return <>Booked</>;
  if (buyer.status === 'cancelled') return <span className="font-semibold text-amber-800">Cancelled</span>;
  return (
    <span
      title={buyer.refundedAt ? formatIndianDateTime(buyer.refundedAt) : undefined}
      className="font-semibold text-rose-800"
    >
      Refunded {formatPaise(buyer.refundPaise ?? buyer.amountPaise)}
      {buyer.channel === 'counter' ? ' at the counter' : ''}
    </span>
  );
}

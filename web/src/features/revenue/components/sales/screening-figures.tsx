import type { ScreeningSales } from '@cinema/contracts';
import { TIMINGS } from '@cinema/contracts/browser';
import { formatDay, formatPaise } from '../../utils/format';

const CLASS_NAMES = { VIP: 'VIP', BALCONY: 'Balcony', REGULAR: 'Regular' } as const;
export const timingLabel = (timing: string) => TIMINGS.find((t) => t.value === timing)?.span ?? timing;

/** The spec's terms: a show runs only with at least 6 tickets sold. Said plainly when it matters. */
export function MinimumWarning({ sales }: { sales: ScreeningSales }) {
  if (!sales.belowMinimum) return null;
  const short = sales.minimumTickets - sales.sold;
  return (
    <p
      role={sales.startsSoon ? 'alert' : undefined}
      className={
        sales.startsSoon
          ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300'
          : 'text-sm text-slate-600'
      }
    >
      {sales.sold} of the {sales.minimumTickets} tickets a show needs to run: {short} more to go
      {sales.startsSoon ? ', and it starts soon.' : '.'}
    </p>
  );
}

/** One screening's seats per class (sold, held, free), occupancy and money. */
export function ScreeningFigures({ sales }: { sales: ScreeningSales }) {
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Sold" value={`${sales.sold} of ${sales.seats}`} />
        <Figure label="Occupancy" value={`${sales.occupancy}%`} />
        <Figure label="Held now" value={String(sales.held)} />
        <Figure label="Revenue" value={formatPaise(sales.netPaise)} />
      </dl>
      {sales.cancelReason !== null && (
        <p className="text-sm font-semibold text-rose-800">Cancelled: {sales.cancelReason}</p>
      )}
      {sales.refundedBookings > 0 && (
        <p className="text-sm text-slate-700">
          Sales {formatPaise(sales.revenuePaise)}, refunded {formatPaise(sales.refundsPaise)} (
          {sales.refundedBookings} {sales.refundedBookings === 1 ? 'booking' : 'bookings'}), net{' '}
          {formatPaise(sales.netPaise)}.
        </p>
      )}
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="img"
        aria-label={`${sales.occupancy}% of seats sold`}
      >
        <div className="h-full bg-brand-600" style={{ width: `${Math.min(100, sales.occupancy)}%` }} />
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Seats per class</caption>
        <thead className="text-left text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-1 font-semibold">
              Class
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Sold
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Held
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Free
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {sales.classes.map((c) => (
            <tr key={c.seatType}>
              <th scope="row" className="py-1.5 text-left font-medium text-slate-900">
                {CLASS_NAMES[c.seatType]} <span className="font-normal text-slate-500">Rs {c.price}</span>
              </th>
              <td className="py-1.5 text-right">{c.sold}</td>
              <td className="py-1.5 text-right">{c.held}</td>
              <td className="py-1.5 text-right">{c.free}</td>
              <td className="py-1.5 text-right whitespace-nowrap">{formatPaise(c.revenuePaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MinimumWarning sales={sales} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-semibold text-slate-500 uppercase">{label}</dt>
      <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** "Fri 12 Dec 2026 · 9 PM – 12 midnight · Screen-1" */
export const screeningLine = (s: ScreeningSales) =>
  `${formatDay(s.date)} · ${timingLabel(s.timing)} · ${s.screenName}`;

import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CounterCinema, CounterTicket as Ticket, Seat } from '@cinema/contracts';
import { TIMINGS } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { counterScreeningsQuery } from '../api/counter-screenings';

// The map, the sale form and the ticket load after the page (the web budget's initial JS).
const SaleDesk = lazy(() => import('./sale-desk'));
const CounterTicket = lazy(() => import('./counter-ticket'));
const DoorCheck = lazy(() => import('./door-check'));

/** The seats feature's map, handed in by the route (features never import each other). */
export type CounterSeatMap = ComponentType<{
  seats: readonly Seat[];
  chosen: ReadonlySet<string>;
  onToggle: (seat: Seat) => void;
}>;

const timingLabel = (value: string) => TIMINGS.find((t) => t.value === value)?.span ?? value;
const selectClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border-0 bg-white px-3 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600';

/**
 * The counter: choose a screening of a cinema you run or staff, take seats on its live map, take
 * the money (cash or UPI) and sell; the ticket with its QR is shown, ready to print.
 */
export function CounterPage({ SeatMap }: { SeatMap: CounterSeatMap }) {
  const { user } = useAuth();
  const cinemas = useQuery(counterScreeningsQuery());
  const [cinemaId, setCinemaId] = useState<string | null>(null);
  const [screeningId, setScreeningId] = useState<string | null>(null);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const cinema = cinemas.data?.find((c) => c.cinemaId === cinemaId) ?? cinemas.data?.[0] ?? null;
  const screening =
    cinema?.screenings.find((s) => s.screeningId === screeningId) ?? cinema?.screenings[0] ?? null;

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 print:p-0">
      <title>Counter · Cine Yatra</title>
      <div className="print:hidden">
        <span aria-hidden="true" className="block h-1 w-10 rounded-full bg-brand-600" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Counter</h1>
        <p className="mt-2 text-slate-600">Sell walk-in seats on the live seat map, paid in cash or UPI.</p>
        {user?.accountType === 'Admin' && (
          <Link
            to={paths.counterStaff.getHref()}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
          >
            Counter staff
          </Link>
        )}
      </div>
      <div className="mt-6">
        {ticket ? (
          <Suspense fallback={<Spinner label="Loading the ticket" />}>
            <CounterTicket ticket={ticket} onNext={() => setTicket(null)} />
          </Suspense>
        ) : cinemas.isPending ? (
          <Spinner label="Loading your cinemas" />
        ) : !cinema ? (
          <p className="rounded-2xl bg-white p-6 text-center text-lg font-semibold text-slate-900 ring-1 ring-slate-200">
            You do not sell at any cinema yet. An Admin can name you counter staff.
          </p>
        ) : (
          <>
            <ScreeningPicker
              cinemas={cinemas.data!}
              cinema={cinema}
              screeningId={screening?.screeningId ?? null}
              onCinema={(id) => {
                setCinemaId(id);
                setScreeningId(null);
              }}
              onScreening={setScreeningId}
            />
            {screening ? (
              <Suspense fallback={<Spinner label="Loading the seat map" />}>
                <SaleDesk
                  key={screening.screeningId}
                  cinema={cinema}
                  screening={screening}
                  SeatMap={SeatMap}
                  onSold={setTicket}
                />
              </Suspense>
            ) : (
              <p className="mt-6 text-slate-700">No shows at this cinema from today on.</p>
            )}
            <details className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6 print:hidden">
              <summary className="min-h-11 cursor-pointer content-center font-semibold text-slate-900">
                At the door: admit a ticket
              </summary>
              <div className="mt-4">
                <Suspense fallback={<Spinner label="Loading" />}>
                  <DoorCheck />
                </Suspense>
              </div>
            </details>
          </>
        )}
      </div>
    </section>
  );
}

interface PickerProps {
  cinemas: CounterCinema[];
  cinema: CounterCinema;
  screeningId: string | null;
  onCinema: (cinemaId: string) => void;
  onScreening: (screeningId: string) => void;
}

function ScreeningPicker({ cinemas, cinema, screeningId, onCinema, onScreening }: PickerProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <label className="block text-sm font-medium text-slate-800">
        Cinema
        <select className={selectClass} value={cinema.cinemaId} onChange={(e) => onCinema(e.target.value)}>
          {cinemas.map((c) => (
            <option key={c.cinemaId} value={c.cinemaId}>
              {c.cinemaName}, {c.cityName}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-slate-800">
        Show
        <select
          className={selectClass}
          value={screeningId ?? ''}
          onChange={(e) => onScreening(e.target.value)}
        >
          {cinema.screenings.map((s) => (
            <option key={s.screeningId} value={s.screeningId}>
              {s.date} · {timingLabel(s.timing)} · {s.movieName} · {s.screenName}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { indianDate, isCalendarDate } from '@cinema/contracts/browser';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cinemaSalesQuery } from '../../api/get-cinema-sales';
import { formatDay } from '../../utils/format';
import { RevenueError } from '../ui/revenue-error';
import { RevenueFrame } from '../ui/revenue-frame';
import { cardClass, rowLinkClass, sectionTitleClass } from '../ui/styles';
import { CsvExportForm } from './csv-export-form';
import { ScreeningFigures, timingLabel } from './screening-figures';

/** /cinema/:cinemaId/sales?date=: every screening of the cinema on a day, and the bookings export. */
export function CinemaSalesPage() {
  const { cinemaId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : indianDate(new Date());
  const sales = useQuery(cinemaSalesQuery(cinemaId, date));
  const name = sales.data?.cinemaName;
  return (
    <RevenueFrame
      title={name ? `Sales · ${name}` : 'Sales'}
      back={{ label: 'Your cinemas', href: paths.adminCinemas.getHref() }}
      lead={<p>Seats and money of each show on a day. Pick another day to look back or ahead.</p>}
    >
      <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold text-slate-700">
        Show date
        <input
          type="date"
          value={date}
          onChange={(e) => e.target.value && setParams({ date: e.target.value }, { replace: true })}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-base font-normal text-slate-900"
        />
      </label>
      {sales.isPending ? (
        <Spinner label="Loading the sales" />
      ) : !sales.data ? (
        <RevenueError
          fallback="Error while fetching the sales"
          error={sales.error}
          onRetry={() => void sales.refetch()}
          retrying={sales.isFetching}
        />
      ) : sales.data.screenings.length === 0 ? (
        <p className={`${cardClass} text-slate-700`}>No live shows on {formatDay(date)}.</p>
      ) : (
        <ul aria-label={`Shows on ${formatDay(date)}`} className="grid gap-4 lg:grid-cols-2">
          {sales.data.screenings.map((s) => (
            <li key={s.screeningId} className={cardClass}>
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
                <h2 className={sectionTitleClass}>
                  {s.movieName}
                  <span className="block text-sm font-normal text-slate-600">
                    {timingLabel(s.timing)} · {s.screenName}
                  </span>
                </h2>
                <Link to={paths.screeningSales.getHref(s.screeningId)} className={rowLinkClass}>
                  Buyers ({s.bookings})<span className="sr-only"> of {s.movieName}</span>
                </Link>
              </div>
              <ScreeningFigures sales={s} />
            </li>
          ))}
        </ul>
      )}
      <CsvExportForm cinemaId={cinemaId} defaultDate={date} />
    </RevenueFrame>
  );
}

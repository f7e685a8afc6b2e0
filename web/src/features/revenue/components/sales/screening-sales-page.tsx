import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { screeningSalesQuery } from '../../api/get-screening-sales';
import { RevenueError } from '../ui/revenue-error';
import { RevenueFrame } from '../ui/revenue-frame';
import { cardClass, secondaryLinkClass } from '../ui/styles';
import { BuyerList } from './buyer-list';
import { ScreeningFigures, screeningLine } from './screening-figures';

/** /cinema/sales/:screeningId: one show's seats and money and its buyers, printable as a door list. */
export function ScreeningSalesPage() {
  const { screeningId = '' } = useParams();
  const sales = useQuery(screeningSalesQuery(screeningId));
  const s = sales.data;
  return (
    <div data-print-page="">
      <RevenueFrame
        title={s ? s.movieName : 'Show sales'}
        back={
          s
            ? { label: `Sales · ${s.cinemaName}`, href: paths.cinemaSales.getHref(s.cinemaId, s.date) }
            : undefined
        }
        lead={s && <p>{screeningLine(s)}</p>}
        actions={
          s && (
            <button
              type="button"
              onClick={() => window.print()}
              className={`${secondaryLinkClass} print:hidden`}
            >
              Print
            </button>
          )
        }
      >
        {sales.isPending ? (
          <Spinner label="Loading the buyers" />
        ) : !s ? (
          <RevenueError
            fallback="Error while fetching the buyers"
            error={sales.error}
            onRetry={() => void sales.refetch()}
            retrying={sales.isFetching}
          />
        ) : (
          <>
            <div className={`${cardClass} print:p-0 print:shadow-none print:ring-0`}>
              <ScreeningFigures sales={s} />
            </div>
            <BuyerList buyers={s.buyers} />
          </>
        )}
      </RevenueFrame>
    </div>
  );
}

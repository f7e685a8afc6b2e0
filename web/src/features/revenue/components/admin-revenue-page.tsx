import { Link } from 'react-router-dom';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getAdminRevenue } from '../api/get-admin-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { AdminRevenueView } from './admin-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';
import { secondaryLinkClass } from './ui/styles';

// An Admin names no one: the server answers with their own figures.
const getOwnRevenue = () => getAdminRevenue();

/** Admin: their own totals, revenue per day and cinemas. */
export function AdminRevenuePage() {
  const query = useRevenueQuery(getOwnRevenue);
  return (
    <RevenueFrame
      title="Revenue"
      lead={<FreshnessLead query={query} />}
      actions={
        <>
          <RefreshButton query={query} />
          <Link to={paths.adminCitiesRevenue.getHref()} className={secondaryLinkClass}>
            Cities Revenue
          </Link>
        </>
      }
    >
      <Loaded query={query} fallback={FALLBACKS.adminRevenue} loadingLabel="Loading your revenue">
        {(answer) => <AdminRevenueView revenue={answer.data} series={answer.series} own />}
      </Loaded>
    </RevenueFrame>
  );
}

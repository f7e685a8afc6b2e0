import { Link } from 'react-router-dom';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getAdminCitiesRevenue } from '../api/get-admin-cities-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { CitiesRevenueView } from './cities-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';
import { secondaryLinkClass } from './ui/styles';

/** Admin: their own cinemas' revenue per city. */
export function AdminCitiesRevenuePage() {
  const query = useRevenueQuery(getAdminCitiesRevenue);
  return (
    <RevenueFrame
      title="Cities Revenue"
      lead={<FreshnessLead query={query} />}
      actions={
        <>
          <RefreshButton query={query} />
          <Link to={paths.adminRevenue.getHref()} className={secondaryLinkClass}>
            Your revenue
          </Link>
        </>
      }
    >
      <Loaded
        query={query}
        fallback={FALLBACKS.adminCitiesRevenue}
        loadingLabel="Loading your revenue per city"
      >
        {(answer) => (
          <CitiesRevenueView
            cities={answer.data}
            series={answer.series}
            cityHref={paths.adminCityRevenue.getHref}
          />
        )}
      </Loaded>
    </RevenueFrame>
  );
}

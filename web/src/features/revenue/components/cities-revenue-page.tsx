import { Link } from 'react-router-dom';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getSuperadminRevenue } from '../api/get-superadmin-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { CitiesRevenueView } from './cities-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';
import { secondaryLinkClass } from './ui/styles';

/** SuperAdmin: revenue of every city, each linking to its cinemas. */
export function CitiesRevenuePage() {
  const query = useRevenueQuery(getSuperadminRevenue);
  return (
    <RevenueFrame
      title="Cities Revenue"
      lead={<FreshnessLead query={query} />}
      actions={
        <>
          <RefreshButton query={query} />
          <Link to={paths.adminsDetails.getHref()} className={secondaryLinkClass}>
            Admins
          </Link>
        </>
      }
    >
      <Loaded
        query={query}
        fallback={FALLBACKS.superadminRevenue}
        loadingLabel="Loading the revenue of every city"
      >
        {(answer) => (
          <CitiesRevenueView
            cities={answer.data}
            series={answer.series}
            cityHref={paths.cityRevenue.getHref}
          />
        )}
      </Loaded>
    </RevenueFrame>
  );
}

import { useCallback } from 'react';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getCityRevenue } from '../api/get-city-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { CityRevenueView } from './city-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';

/** SuperAdmin: one city's revenue, its cinemas and the admin of each. */
export function CityRevenuePage({ cityId }: { cityId: string }) {
  const query = useRevenueQuery(useCallback(() => getCityRevenue(cityId), [cityId]));
  return (
    <RevenueFrame
      title={query.data?.data.cityName ?? 'City Revenue'}
      back={{ label: 'Cities Revenue', href: paths.citiesRevenue.getHref() }}
      lead={<FreshnessLead query={query} />}
      actions={<RefreshButton query={query} />}
    >
      <Loaded query={query} fallback={FALLBACKS.cityRevenue} loadingLabel="Loading the city's revenue">
        {(answer) => (
          <CityRevenueView city={answer.data} series={answer.series} adminHref={paths.adminDetails.getHref} />
        )}
      </Loaded>
    </RevenueFrame>
  );
}

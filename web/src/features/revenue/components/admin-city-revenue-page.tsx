import { useCallback } from 'react';
import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { getAdminCityRevenue } from '../api/get-admin-city-revenue';
import { useRevenueQuery } from '../hooks/use-revenue-query';
import { CityRevenueView } from './city-revenue-view';
import { FreshnessLead, RefreshButton } from './ui/freshness-lead';
import { Loaded } from './ui/loaded';
import { RevenueFrame } from './ui/revenue-frame';

/** Admin: one city, their own cinemas in it. */
export function AdminCityRevenuePage({ cityId }: { cityId: string }) {
  const query = useRevenueQuery(useCallback(() => getAdminCityRevenue(cityId), [cityId]));
  return (
    <RevenueFrame
      title={query.data?.data.cityName ?? 'City Revenue'}
      back={{ label: 'Cities Revenue', href: paths.adminCitiesRevenue.getHref() }}
      lead={<FreshnessLead query={query} />}
      actions={<RefreshButton query={query} />}
    >
      <Loaded query={query} fallback={FALLBACKS.adminCityRevenue} loadingLabel="Loading the city's revenue">
        {(answer) => <CityRevenueView city={answer.data} series={answer.series} />}
      </Loaded>
    </RevenueFrame>
  );
}

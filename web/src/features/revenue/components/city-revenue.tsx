import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { cityRevenueQuery } from '../api/get-city-revenue';
import type { CityRevenue, DateRange, RevenueScope } from '../api/types';
import { withRange } from './sales/use-range-params';
import { CityRevenueView } from './city-revenue-view';
import type { RevenueSpec } from './revenue-page';

/** One city's revenue and cinemas: every cinema with its admin (a SuperAdmin's), or the Admin's own. */
export const cityRevenue = (
  scope: RevenueScope,
  cityId: string,
  range: DateRange = {},
): RevenueSpec<CityRevenue> => ({
  query: cityRevenueQuery(scope, cityId, range),
  title: (city) => city?.cityName ?? 'City Revenue',
  back: {
    label: 'Cities Revenue',
    href: withRange(
      scope === 'all' ? paths.citiesRevenue.getHref() : paths.adminCitiesRevenue.getHref(),
      range,
    ),
  },
  fallback: scope === 'all' ? FALLBACKS.cityRevenue : FALLBACKS.adminCityRevenue,
  loadingLabel: "Loading the city's revenue",
  view: (answer) => (
    <CityRevenueView
      city={answer.data}
      series={answer.series}
      // Only a SuperAdmin sees the admins of a city's cinemas.
      adminHref={scope === 'all' ? (id) => withRange(paths.adminDetails.getHref(id), range) : undefined}
    />
  ),
});

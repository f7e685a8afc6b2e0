import { FALLBACKS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { citiesRevenueQuery } from '../api/get-cities-revenue';
import type { CityRevenue, DateRange, RevenueScope } from '../api/types';
import { CitiesRevenueView } from './cities-revenue-view';
import { withRange } from './sales/use-range-params';
import type { RevenueSpec } from './revenue-page';

/** Revenue per city, of every cinema (a SuperAdmin's) or of the Admin's own cinemas. */
export const citiesRevenue = (scope: RevenueScope, range: DateRange = {}): RevenueSpec<CityRevenue[]> => ({
  query: citiesRevenueQuery(scope, range),
  title: () => 'Cities Revenue',
  link:
    scope === 'all'
      ? { label: 'Admins', href: paths.adminsDetails.getHref() }
      : { label: 'Your revenue', href: paths.adminRevenue.getHref() },
  fallback: scope === 'all' ? FALLBACKS.superadminRevenue : FALLBACKS.adminCitiesRevenue,
  loadingLabel: scope === 'all' ? 'Loading the revenue of every city' : 'Loading your revenue per city',
  view: (answer) => (
    <CitiesRevenueView
      cities={answer.data}
      series={answer.series}
      cityHref={(id) =>
        withRange(scope === 'all' ? paths.cityRevenue.getHref(id) : paths.adminCityRevenue.getHref(id), range)
      }
    />
  ),
});

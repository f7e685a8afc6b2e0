import { queryOptions } from '@tanstack/react-query';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, DateRange, RevenueAnswer, RevenueScope } from './types';

/**
 * Revenue per city: a SuperAdmin's of every cinema (the spec's superadmin-revenue-details), an
 * Admin's of their own cinemas only (admin-cities-revenue).
 */
export const getCitiesRevenue = (scope: RevenueScope, range: DateRange = {}) =>
  range.from || range.to
    ? api<RevenueAnswer<CityRevenue[]>>(
        scope === 'all' ? 'superadminRevenueRange' : 'adminCitiesRevenueRange',
        {
          body: range,
          fallback: scope === 'all' ? FALLBACKS.superadminRevenue : FALLBACKS.adminCitiesRevenue,
        },
      )
    : scope === 'all'
      ? api<RevenueAnswer<CityRevenue[]>>('superadminRevenue', { fallback: FALLBACKS.superadminRevenue })
      : api<RevenueAnswer<CityRevenue[]>>('adminCitiesRevenue', { fallback: FALLBACKS.adminCitiesRevenue });

export const citiesRevenueQuery = (scope: RevenueScope, range: DateRange = {}) =>
  queryOptions({
    queryKey: ['revenue', 'cities', scope, range.from ?? '', range.to ?? ''] as const,
    queryFn: () => getCitiesRevenue(scope, range),
  });

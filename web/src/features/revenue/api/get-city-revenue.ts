import { queryOptions } from '@tanstack/react-query';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, DateRange, RevenueAnswer, RevenueScope } from './types';

/**
 * One city's revenue: a SuperAdmin's with every cinema and its admin (the spec's
 * city-revenue-details), an Admin's with their own cinemas in it only (admin-city-revenue).
 */
export const getCityRevenue = (scope: RevenueScope, cityId: string, range: DateRange = {}) =>
  scope === 'all'
    ? api<RevenueAnswer<CityRevenue>>('cityRevenue', {
        body: { cityId, ...range },
        fallback: FALLBACKS.cityRevenue,
      })
    : api<RevenueAnswer<CityRevenue>>('adminCityRevenue', {
        body: { cityId, ...range },
        fallback: FALLBACKS.adminCityRevenue,
      });

export const cityRevenueQuery = (scope: RevenueScope, cityId: string, range: DateRange = {}) =>
  queryOptions({
    queryKey: ['revenue', 'city', scope, cityId, range.from ?? '', range.to ?? ''] as const,
    queryFn: () => getCityRevenue(scope, cityId, range),
  });

import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, RevenueAnswer } from './types';

/** Admin: one city, their own cinemas in it only (the spec's admin-city-revenue). */
export const getAdminCityRevenue = (cityId: string) =>
  api<RevenueAnswer<CityRevenue>>('adminCityRevenue', {
    body: { cityId },
    fallback: FALLBACKS.adminCityRevenue,
  });

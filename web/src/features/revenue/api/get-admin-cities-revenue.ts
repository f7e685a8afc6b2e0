import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, RevenueAnswer } from './types';

/** Admin: their own cinemas' revenue per city (the spec's admin-cities-revenue). */
export const getAdminCitiesRevenue = () =>
  api<RevenueAnswer<CityRevenue[]>>('adminCitiesRevenue', { fallback: FALLBACKS.adminCitiesRevenue });

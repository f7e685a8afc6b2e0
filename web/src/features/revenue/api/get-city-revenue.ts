import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, RevenueAnswer } from './types';

/** SuperAdmin: one city, its cinemas and their admins (the spec's city-revenue-details). */
export const getCityRevenue = (cityId: string) =>
  api<RevenueAnswer<CityRevenue>>('cityRevenue', { body: { cityId }, fallback: FALLBACKS.cityRevenue });

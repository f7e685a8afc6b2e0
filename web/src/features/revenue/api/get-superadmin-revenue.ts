import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { CityRevenue, RevenueAnswer } from './types';

/** SuperAdmin: revenue of every city (the spec's superadmin-revenue-details). */
export const getSuperadminRevenue = () =>
  api<RevenueAnswer<CityRevenue[]>>('superadminRevenue', { fallback: FALLBACKS.superadminRevenue });

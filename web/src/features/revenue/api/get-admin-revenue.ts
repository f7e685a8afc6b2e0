import { queryOptions } from '@tanstack/react-query';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { AdminRevenue, DateRange, RevenueAnswer } from './types';

/**
 * One admin's cinemas and revenue (the spec's admin-revenue-details): a SuperAdmin names the admin;
 * an Admin asks for their own, naming no one (the server refuses anyone else's).
 */
export const getAdminRevenue = (userId?: string, range: DateRange = {}) =>
  api<RevenueAnswer<AdminRevenue>>('adminRevenue', {
    body: { ...(userId === undefined ? {} : { userId }), ...range },
    fallback: FALLBACKS.adminRevenue,
  });

export const adminRevenueQuery = (userId?: string, range: DateRange = {}) =>
  queryOptions({
    queryKey: ['revenue', 'admin', userId ?? 'own', range.from ?? '', range.to ?? ''] as const,
    queryFn: () => getAdminRevenue(userId, range),
  });

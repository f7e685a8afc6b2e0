import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { AdminRevenue, RevenueAnswer } from './types';

/**
 * One admin's cinemas and revenue (the spec's admin-revenue-details): a SuperAdmin names the admin;
 * an Admin asks for their own, naming no one (the server refuses anyone else's).
 */
export const getAdminRevenue = (userId?: string) =>
  api<RevenueAnswer<AdminRevenue>>('adminRevenue', {
    body: userId === undefined ? {} : { userId },
    fallback: FALLBACKS.adminRevenue,
  });

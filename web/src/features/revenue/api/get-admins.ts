import { queryOptions } from '@tanstack/react-query';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import type { AdminView } from './types';

/** SuperAdmin: every Admin account (the spec's admins-details). */
export const getAdmins = async (): Promise<AdminView[]> =>
  (await api<{ data: AdminView[] }>('adminsDetails', { fallback: FALLBACKS.adminsData })).data;

export const adminsQuery = () => queryOptions({ queryKey: ['admins', 'list'] as const, queryFn: getAdmins });

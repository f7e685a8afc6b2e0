import type { Show } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** The admin's shows that are not live yet. */
export const getUnliveShows = async (): Promise<Show[]> =>
  (await api<{ data: Show[] }>('getUnliveShows', { fallback: FALLBACKS.getUnliveShows })).data;

export const useUnliveShows = () => useApiQuery(getUnliveShows);

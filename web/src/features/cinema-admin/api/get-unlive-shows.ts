import { queryOptions } from '@tanstack/react-query';
import type { Show } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** The admin's shows that are not live yet. */
export const getUnliveShows = async (): Promise<Show[]> =>
  (await api<{ data: Show[] }>('getUnliveShows', { fallback: FALLBACKS.getUnliveShows })).data;

export const unliveShowsKey = [...queryKeys.shows.all, 'not-live'] as const;

export const unliveShowsQuery = () => queryOptions({ queryKey: unliveShowsKey, queryFn: getUnliveShows });

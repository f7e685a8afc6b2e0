import { queryOptions } from '@tanstack/react-query';
import type { ScreenLiveShow } from '@cinema/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** The admin's live shows on one screen, with the seats and prices they keep (frozen at going live). */
export const getScreenLiveShows = async (screenId: string): Promise<ScreenLiveShow[]> =>
  (
    await api<{ data: ScreenLiveShow[] }>('getScreenLiveShows', {
      body: { screenId },
      // The page says what it could not read where the list would be: no toast over the form.
      toastErrors: false,
    })
  ).data;

/** Under every list of shows: making a show live reads it again. */
export const screenLiveShowsKey = (screenId: string) =>
  [...queryKeys.shows.all, 'live-on-screen', screenId] as const;

export const screenLiveShowsQuery = (screenId: string) =>
  queryOptions({ queryKey: screenLiveShowsKey(screenId), queryFn: () => getScreenLiveShows(screenId) });

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminShow } from '@cinema/contracts';
import { CANCEL_TEXTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { toast } from '@/lib/toast';

/** The admin's shows still to run, pending or live, with their dates (each cancelled or not). */
export const getAdminShows = async (): Promise<AdminShow[]> =>
  (await api<{ data: AdminShow[] }>('getAdminShows', { fallback: 'Failed to fetch your shows' })).data;

export const adminShowsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.shows.all, 'admin'] as const, queryFn: getAdminShows });

/** What is cancelled: a whole show, or one date of it. */
export type CancelTarget =
  { kind: 'show'; showId: string; label: string } | { kind: 'date'; screeningId: string; label: string };

const cancel = async ({ target, reason }: { target: CancelTarget; reason: string }) => {
  if (target.kind === 'show')
    await api('cancelShow', {
      body: { showId: target.showId, reason },
      fallback: 'Failed to cancel the show',
    });
  else
    await api('cancelScreening', {
      body: { screeningId: target.screeningId, reason },
      fallback: 'Failed to cancel the show',
    });
  return target;
};

/** Cancels, then every show list and the bookings are read again (the refunds change them). */
export function useCancelShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancel,
    onSuccess: (target) => {
      toast.success(target.kind === 'show' ? CANCEL_TEXTS.showCancelled : CANCEL_TEXTS.screeningCancelled);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shows.all });
    },
  });
}

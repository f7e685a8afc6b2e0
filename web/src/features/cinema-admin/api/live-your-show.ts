import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { toast } from '@/lib/toast';

/** Makes a pending show live (a failure is toasted by the API client with the server's text). */
export const liveYourShow = async (showId: string): Promise<void> => {
  await api('liveYourShow', { body: { showId }, fallback: FALLBACKS.liveShow });
};

/**
 * A live show leaves the not-live list and joins its movie's shows, so every show list is read
 * again (the read waits for the write's position, so the show has moved).
 */
export function useLiveYourShow() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: liveYourShow,
    onSuccess: () => {
      toast.success(TOASTS.showLived);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shows.all });
    },
  });
  return {
    live: (showId: string) => mutation.mutate(showId),
    pendingId: mutation.isPending ? mutation.variables : null,
  };
}

import { useState } from 'react';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';

/** Makes a pending show live (a failure is toasted by the API client with the server's text). */
export const liveYourShow = async (showId: string): Promise<void> => {
  await api('liveYourShow', { body: { showId }, fallback: FALLBACKS.liveShow });
};

/** `onLive` reloads the list (the read waits for the write's position, so the show has left it). */
export function useLiveYourShow(onLive: () => void) {
  const action = useAction(liveYourShow);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const live = (showId: string) => {
    setPendingId(showId);
    action.mutate(showId, {
      onSuccess: () => {
        setPendingId(null);
        toast.success(TOASTS.showLived);
        onLive();
      },
      onError: () => setPendingId(null),
    });
  };
  return { live, pendingId: action.isPending ? pendingId : null };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditShowRequest, ExtendShowRunRequest } from '@cinema/contracts';
import { EDIT_TEXTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { toast } from '@/lib/toast';

interface Answer {
  message: string;
}

/** Every show list is read again after a change (the listings, the Admin's lists, the seat pages). */
function useShowChange<T>(change: (input: T) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A refusal is toasted by the API client with the server's text (clash, date in the past...).
    onSuccess: ({ message }) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shows.all });
    },
  });
}

/** A pending show's dates, timing and screen. */
export const useEditShow = () =>
  useShowChange((body: EditShowRequest) =>
    api<Answer>('editShow', { body, fallback: 'Failed to update the show' }),
  );

/** A live show runs until a later date. */
export const useExtendShowRun = () =>
  useShowChange((body: ExtendShowRunRequest) =>
    api<Answer>('extendShowRun', { body, fallback: EDIT_TEXTS.runNotExtended }),
  );

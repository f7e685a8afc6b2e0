import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddShowRequest, Show } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { unliveShowsKey } from './get-unlive-shows';

/** Errors are shown by the form (under the field they concern, or as a toast). */
export const addShow = async (input: AddShowRequest): Promise<Show> =>
  (
    await api<{ data: Show }>('addShow', {
      body: input,
      fallback: FALLBACKS.addShow,
      toastErrors: false,
    })
  ).data;

/** A new show is not live yet: it joins the admin's not-live list only. */
export function useAddShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unliveShowsKey }),
  });
}

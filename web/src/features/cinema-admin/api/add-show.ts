import type { AddShowRequest, Show } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Errors are shown by the form (under the field they concern, or as a toast). */
export const addShow = async (input: AddShowRequest): Promise<Show> =>
  (
    await api<{ data: Show }>('addShow', {
      body: input,
      fallback: FALLBACKS.addShow,
      toastErrors: false,
    })
  ).data;

export const useAddShow = () => useAction(addShow);

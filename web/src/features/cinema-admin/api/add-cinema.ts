import type { AddCinemaRequest, Cinema } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Errors are shown by the form (under the field they concern, or as a toast). */
export const addCinema = async (input: AddCinemaRequest): Promise<Cinema> =>
  (
    await api<{ data: Cinema }>('addCinema', {
      body: input,
      fallback: FALLBACKS.addCinema,
      toastErrors: false,
    })
  ).data;

export const useAddCinema = () => useAction(addCinema);

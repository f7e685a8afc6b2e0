import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCinemaRequest, Cinema } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { myCinemasKey } from './get-cinema-details';

/** Errors are shown by the form (under the field they concern, or as a toast). */
export const addCinema = async (input: AddCinemaRequest): Promise<Cinema> =>
  (
    await api<{ data: Cinema }>('addCinema', {
      body: input,
      fallback: FALLBACKS.addCinema,
      toastErrors: false,
    })
  ).data;

/** A new cinema changes the admin's cinema list, nothing else. */
export function useAddCinema() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCinema,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myCinemasKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Screen, UpdateScreenRequest } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { ApiError, api } from '@/lib/api-client';
import { myCinemasKey } from './get-cinema-details';

export interface UpdateScreenInput {
  payload: UpdateScreenRequest;
  /** The screen's version the edit started from: a 412 answers when someone saved in between. */
  version: number;
}

export const updateScreen = async ({ payload, version }: UpdateScreenInput): Promise<Screen> =>
  (
    await api<{ data: Screen }>('updateScreen', {
      body: payload,
      headers: { 'If-Match': `W/"${version}"` },
      fallback: FALLBACKS.updateScreen,
      toastErrors: false,
    })
  ).data;

/**
 * Screens are read with the admin's cinemas: a save changes that list, and so does someone else's
 * save found by a 412, so both read it again (the form restarts from the new version).
 */
export function useUpdateScreen() {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: myCinemasKey });
  return useMutation({
    mutationFn: updateScreen,
    onSuccess: reread,
    onError: (error) => (error instanceof ApiError && error.status === 412 ? reread() : undefined),
  });
}

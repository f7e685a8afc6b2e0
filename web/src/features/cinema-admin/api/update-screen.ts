import type { Screen, UpdateScreenRequest } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

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

export const useUpdateScreen = () => useAction(updateScreen);

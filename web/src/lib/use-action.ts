import { useCallback, useState } from 'react';

interface Callbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One async action with its pending flag, called like a mutation: `action.mutate(input, { onSuccess,
 * onError })`. For writes that change no cached read (signing in or up, OTPs, a password reset,
 * admitting a ticket): their pages then start without the query library. A write that changes
 * what a page reads is a TanStack Query `useMutation` in its feature's api/ folder, which
 * invalidates or updates the keys it changes.
 */
export function useAction<I, R>(run: (input: I) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(
    (input: I, callbacks: Callbacks<R> = {}) => {
      setPending(true);
      run(input).then(
        (result) => {
          setPending(false);
          callbacks.onSuccess?.(result);
        },
        (error: unknown) => {
          setPending(false);
          callbacks.onError?.(error);
        },
      );
    },
    [run],
  );
  return { mutate, isPending };
}

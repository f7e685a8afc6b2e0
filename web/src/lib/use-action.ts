import { useCallback, useState } from 'react';

interface Callbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One async action with its pending flag, called like a mutation: `action.mutate(input, { onSuccess,
 * onError })`. Forms use it instead of TanStack Query's useMutation, which is kept for cached
 * queries so it loads only with the pages that have them.
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

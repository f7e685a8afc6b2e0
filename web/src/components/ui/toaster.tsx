import { useEffect } from 'react';
import toast, { Toaster, useToasterStore, type Toast } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '@cinema/contracts/browser';

/** Ids of the visible toasts past the limit, oldest first (the store keeps the newest first). */
export function toastsBeyondLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit: number): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

/** react-hot-toast with the spec's defaults: at most 20 at a time, errors 4 s, successes 2 s, loading until settled. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts, TOAST_DEFAULTS.limit)) toast.dismiss(id);
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ top: 72 }}
      toastOptions={{
        style: {
          borderRadius: 12,
          padding: '10px 14px',
          fontSize: 14,
          fontWeight: 500,
          color: '#0f172a',
          boxShadow: '0 10px 30px -10px rgba(15, 23, 42, 0.35)',
        },
        success: {
          duration: TOAST_DEFAULTS.successDurationMs,
          iconTheme: { primary: '#16a34a', secondary: '#fff' },
        },
        error: {
          duration: TOAST_DEFAULTS.errorDurationMs,
          iconTheme: { primary: '#e11d48', secondary: '#fff' },
        },
        loading: { duration: Infinity },
      }}
    />
  );
}

import { useEffect, useState } from 'react';
import toast, { Toaster, useToasterStore, type Toast } from 'react-hot-toast';
import { TOAST_DEFAULTS } from '@cinema/contracts/browser';

/** Ids of the visible toasts past the limit, oldest first (the store keeps the newest first). */
export function toastsBeyondLimit(toasts: readonly Pick<Toast, 'id' | 'visible'>[], limit: number): string[] {
  return toasts
    .filter((t) => t.visible)
    .slice(limit)
    .map((t) => t.id);
}

/** The site header's selector: toasts sit just below it. */
export const SITE_HEADER = '[data-site-header]';

/**
 * How far from the top toasts start: under the sticky site header, whose height changes with the
 * screen (on a phone its search and city row wraps below the logo, and a fixed offset covered them).
 */
function useBelowHeader(gap = 8) {
  const [top, setTop] = useState(72);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(SITE_HEADER);
    if (!header) return;
    const measure = () => setTop(header.offsetHeight + gap);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [gap]);
  return top;
}

/** react-hot-toast with the spec's defaults: at most 20 at a time, errors 4 s, successes 2 s, loading until settled. */
export function AppToaster() {
  const { toasts } = useToasterStore();
  const top = useBelowHeader();
  useEffect(() => {
    for (const id of toastsBeyondLimit(toasts, TOAST_DEFAULTS.limit)) toast.dismiss(id);
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      gutter={8}
      containerStyle={{ top }}
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

import { useEffect, useState, type CSSProperties } from 'react';
import { LIMITS } from '@cinema/contracts/browser';
import { SITE } from '@/config/site';

/** sessionStorage key: the splash shows once per browser session. */
export const SPLASH_SEEN_KEY = 'cinema:splash-seen';

const seen = () => {
  try {
    return sessionStorage.getItem(SPLASH_SEEN_KEY) === '1';
  } catch {
    return false;
  }
};
const markSeen = () => {
  try {
    sessionStorage.setItem(SPLASH_SEEN_KEY, '1');
  } catch {
    // Storage blocked: the splash may show again next time, which is harmless.
  }
};

/**
 * The spec's start-up splash (LIMITS.splashMs), as an overlay: the app and its queries load beneath it.
 * It can be skipped, and shows only once per browser session.
 */
export function SplashScreen({ durationMs = LIMITS.splashMs }: { durationMs?: number }) {
  const [visible, setVisible] = useState(() => !seen());

  useEffect(() => {
    if (!visible) return;
    markSeen();
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [visible, durationMs]);

  if (!visible) return null;
  const [first, second] = SITE.brand;
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={`Welcome to ${SITE.name}`}
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center overflow-hidden bg-slate-950 text-white"
      style={{ '--splash-ms': `${durationMs}ms` } as CSSProperties}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_40%,rgba(225,29,72,0.45),transparent_60%)]"
      />
      <div className="relative flex flex-col items-center gap-5 px-6 text-center motion-safe:animate-fade-in">
        <p className="flex items-center gap-2 text-5xl font-extrabold tracking-tight sm:text-6xl">
          <span>{first.toLowerCase()}</span>
          <span className="rounded-xl bg-brand-600 px-3 py-1">{second.toLowerCase()}</span>
        </p>
        <p className="text-base text-slate-300 sm:text-lg">Lights. Camera. Your seat is waiting.</p>
        <div className="mt-2 h-1 w-48 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
          <div className="h-full origin-left rounded-full bg-brand-500 motion-safe:animate-splash-progress motion-reduce:w-full" />
        </div>
      </div>
      <button
        type="button"
        autoFocus
        onClick={() => setVisible(false)}
        className="absolute right-4 bottom-[calc(1.5rem+env(safe-area-inset-bottom))] inline-flex min-h-11 items-center rounded-full border border-white/30 bg-white/10 px-6 text-sm font-semibold text-white backdrop-blur hover:bg-white/20 sm:right-8 sm:bottom-8"
      >
        Skip
      </button>
    </div>
  );
}

import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/class-names';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading?: boolean;
  /** The spec's loading text ('Creating...', 'Signing...', ...). */
  loadingText: string;
}

export function SubmitButton({
  loading = false,
  loadingText,
  disabled,
  children,
  className,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-base font-semibold text-white shadow-sm transition-colors',
        'hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:bg-brand-300 disabled:shadow-none',
        className,
      )}
      {...button}
    >
      {loading && (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          className="size-4 animate-spin motion-reduce:hidden"
        >
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {loading ? loadingText : children}
    </button>
  );
}

/** A secondary, text-like action (resend, back) with a 44 px target. */
export function LinkButton({
  className,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={cx(
        'inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-brand-700 underline-offset-4',
        'hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline',
        className,
      )}
      {...button}
    />
  );
}

import { ApiError } from '@/lib/api-client';

interface RevenueErrorProps {
  /** The spec's fallback text for this call ("Error while fetching city revenue"). */
  fallback: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** A load that failed: the spec's text, the server's reason when it gave another (already toasted), and a retry. */
export function RevenueError({ fallback, error, onRetry, retrying }: RevenueErrorProps) {
  const reason = error instanceof ApiError && error.message !== fallback ? error.message : null;
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{fallback}</p>
      {reason && <p className="mt-1 text-slate-600">{reason}</p>}
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 disabled:cursor-wait disabled:text-slate-400"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

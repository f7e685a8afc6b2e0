import { ApiError } from '@/lib/api-client';
import { secondaryButtonClass } from './styles';

/** A load that failed, with a way to try again (the API client has already toasted the reason). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : 'Something went wrong.';
  return (
    <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
      <p className="font-medium text-slate-900">{message}</p>
      <button type="button" onClick={onRetry} className={`${secondaryButtonClass} mt-4`}>
        Try again
      </button>
    </div>
  );
}

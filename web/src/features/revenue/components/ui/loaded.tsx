import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { RevenueError } from './revenue-error';

interface QueryState<T> {
  data?: T;
  error: unknown;
  isPending: boolean;
  refresh: () => void;
  refreshing: boolean;
}

interface LoadedProps<T> {
  query: QueryState<T>;
  /** The spec's fallback text of the call, shown when it fails. */
  fallback: string;
  loadingLabel: string;
  children: (data: T) => ReactNode;
}

/**
 * A spinner while the first read runs, the spec's error text if it fails, then the figures (a failed
 * refresh keeps the figures on screen: the toast says what went wrong).
 */
export function Loaded<T>({ query, fallback, loadingLabel, children }: LoadedProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.data === undefined)
    return (
      <RevenueError
        fallback={fallback}
        error={query.error}
        onRetry={query.refresh}
        retrying={query.refreshing}
      />
    );
  return <>{children(query.data)}</>;
}

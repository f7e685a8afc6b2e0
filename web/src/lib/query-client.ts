import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** One client for the app: a minute of freshness, and no retry of answers the server meant (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { Buyer, ScreeningSales } from '@cinema/contracts';
import { api } from '@/lib/api-client';

export type ScreeningSalesWithBuyers = ScreeningSales & { buyers: Buyer[] };

/** One screening's seats and money, with its buyers. */
export const screeningSalesQuery = (screeningId: string) =>
  queryOptions({
    queryKey: ['revenue', 'screening-sales', screeningId] as const,
    queryFn: () =>
      api<{ data: ScreeningSalesWithBuyers }>('screeningSales', {
        body: { screeningId },
        fallback: 'Error while fetching the buyers',
      }).then((answer) => answer.data),
  });

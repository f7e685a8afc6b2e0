import { queryOptions } from '@tanstack/react-query';
import type { CounterCinema } from '@cinema/contracts';
import { api } from '@/lib/api-client';

/** The cinemas the signed-in account sells at (run or staffed), with their screenings from today on. */
export const getCounterScreenings = async (): Promise<CounterCinema[]> =>
  (await api<{ data: CounterCinema[] }>('counterScreenings')).data;

export const counterScreeningsQuery = () =>
  queryOptions({ queryKey: ['counter', 'screenings'] as const, queryFn: getCounterScreenings });

import { queryOptions } from '@tanstack/react-query';
import type { City } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/** Every city, the featured one first (the server's order). Callers show failures, so no toast. */
export const getCities = async (): Promise<City[]> =>
  (await api<{ data: City[] }>('getCities', { fallback: FALLBACKS.getCities, toastErrors: false })).data;

export const citiesQuery = () => queryOptions({ queryKey: queryKeys.cities.list(), queryFn: getCities });

import type { City } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** The cities a cinema can be in (the Add Cinema form's choices). */
export const getCities = async (): Promise<City[]> =>
  (await api<{ data: City[] }>('getCities', { fallback: FALLBACKS.getCities })).data;

export const useCities = () => useApiQuery(getCities);

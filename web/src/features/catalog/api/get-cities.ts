import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACKS, routes, type City } from '@cinema/contracts';
import { api } from '@/lib/api-client';

export const getCities = async (): Promise<City[]> =>
  (await api<{ data: City[] }>(routes.getCities.path, { fallback: FALLBACKS.getCities })).data;

export const citiesQueryOptions = () => queryOptions({ queryKey: ['cities'], queryFn: getCities });

export const useCities = () => useQuery(citiesQueryOptions());

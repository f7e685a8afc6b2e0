import type { Cinema } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** The signed-in admin's cinemas with their screens (the spec's getCinemaDetailes). */
export const getCinemaDetails = async (): Promise<Cinema[]> =>
  (await api<{ data: Cinema[] }>('getCinemaDetails', { fallback: FALLBACKS.getCinemas })).data;

export const useCinemaDetails = () => useApiQuery(getCinemaDetails);

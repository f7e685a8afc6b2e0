import { queryOptions } from '@tanstack/react-query';
import type { Cinema } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';

/** The signed-in admin's cinemas with their screens (the spec's getCinemaDetailes). */
export const getCinemaDetails = async (): Promise<Cinema[]> =>
  (await api<{ data: Cinema[] }>('getCinemaDetails', { fallback: FALLBACKS.getCinemas })).data;

export const myCinemasKey = ['cinemas', 'mine'] as const;

export const myCinemasQuery = () => queryOptions({ queryKey: myCinemasKey, queryFn: getCinemaDetails });

import { useEffect, useState } from 'react';
import type { City } from '@cinema/contracts';
import { FALLBACKS, FEATURED_CITY } from '@cinema/contracts/browser';
import { api } from './api-client';
import { useChosenCity } from './city';

/** Every city, the featured one first (the server's order). Callers show failures, so no toast. */
export const loadCities = async (): Promise<City[]> =>
  (await api<{ data: City[] }>('getCities', { fallback: FALLBACKS.getCities, toastErrors: false })).data;

/**
 * The id of the viewer's city, for queries that put its cinemas first. A viewer who never chose
 * one gets the featured city's, looked up once per mount; undefined when the cities cannot load.
 */
export function useCityId(): { cityId: string | undefined; isPending: boolean } {
  const { cityId, cityName } = useChosenCity();
  const [lookedUp, setLookedUp] = useState<{ cityId?: string } | null>(null);

  useEffect(() => {
    if (cityId) return;
    let current = true;
    loadCities().then(
      (cities) => {
        const city =
          cities.find((c) => c.cityName === cityName) ??
          cities.find((c) => c.featured) ??
          cities.find((c) => c.cityName === FEATURED_CITY);
        if (current) setLookedUp({ cityId: city?._id });
      },
      () => current && setLookedUp({}),
    );
    return () => {
      current = false;
    };
  }, [cityId, cityName]);

  if (cityId) return { cityId, isPending: false };
  return { cityId: lookedUp?.cityId, isPending: lookedUp === null };
}

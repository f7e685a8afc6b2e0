import { useQuery } from '@tanstack/react-query';
import { FEATURED_CITY } from '@cinema/contracts/browser';
import { citiesQuery } from './api/get-cities';
import { useChosenCity } from './city';

/**
 * The id of the viewer's city, for queries that put its cinemas first. A viewer who never chose
 * one gets the featured city's, from the cached city list; undefined when the cities cannot load.
 */
export function useCityId(): { cityId: string | undefined; isPending: boolean } {
  const { cityId, cityName } = useChosenCity();
  const cities = useQuery({ ...citiesQuery(), enabled: !cityId });
  if (cityId) return { cityId, isPending: false };
  const city =
    cities.data?.find((c) => c.cityName === cityName) ??
    cities.data?.find((c) => c.featured) ??
    cities.data?.find((c) => c.cityName === FEATURED_CITY);
  return { cityId: city?._id, isPending: cities.isPending };
}

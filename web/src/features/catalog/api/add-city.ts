import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { FALLBACKS, TOASTS, routes, type City } from '@cinema/contracts';
import { api } from '@/lib/api-client';
import { citiesQueryOptions } from './get-cities';

export const addCity = async (cityName: string): Promise<City> =>
  (await api<{ data: City }>(routes.addCity.path, { body: { cityName }, fallback: FALLBACKS.addCity })).data;

/** Adds a city; the list reloads (the query waits for the new position, so the city is in it). */
export function useAddCity(onAdded: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCity,
    onSuccess: async () => {
      toast.success(TOASTS.cityAdded);
      onAdded();
      await queryClient.invalidateQueries({ queryKey: citiesQueryOptions().queryKey });
    },
  });
}

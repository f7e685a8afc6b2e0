import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { City } from '@cinema/contracts';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';
import { toast } from '@/lib/toast';

export const addCity = async (cityName: string): Promise<City> =>
  (await api<{ data: City }>('addCity', { body: { cityName }, fallback: FALLBACKS.addCity })).data;

/** Adds a city: the city list, and nothing else, is read again (the read waits for the new position). */
export function useAddCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCity,
    onSuccess: () => {
      toast.success(TOASTS.cityAdded);
      return queryClient.invalidateQueries({ queryKey: queryKeys.cities.list() });
    },
  });
}

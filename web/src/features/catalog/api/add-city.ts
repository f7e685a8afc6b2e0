import type { City } from '@cinema/contracts';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAction } from '@/lib/use-action';

export const addCity = async (cityName: string): Promise<City> =>
  (await api<{ data: City }>('addCity', { body: { cityName }, fallback: FALLBACKS.addCity })).data;

/** Adds a city; `onAdded` reloads the list (the read waits for the new position, so the city is in it). */
export function useAddCity(onAdded: () => void) {
  const action = useAction(addCity);
  return {
    isPending: action.isPending,
    mutate: (cityName: string, { onError }: { onError: (error: Error) => void }) =>
      action.mutate(cityName, {
        onSuccess: () => {
          toast.success(TOASTS.cityAdded);
          onAdded();
        },
        onError: (error) => onError(error instanceof Error ? error : new Error(String(error))),
      }),
  };
}

import { useMemo, useSyncExternalStore } from 'react';
import { FEATURED_CITY } from '@cinema/contracts/browser';

/** localStorage key of the viewer's city: `{"cityId":"…","cityName":"Mumbai"}`. */
export const CITY_KEY = 'city';

export interface ChosenCity {
  /** Undefined until the viewer picks a city: the featured city's id is not known without asking. */
  cityId: string | undefined;
  cityName: string;
}

function parse(raw: string | null): ChosenCity {
  try {
    const { cityId, cityName } = JSON.parse(raw ?? '') as Partial<ChosenCity>;
    if (typeof cityId === 'string' && typeof cityName === 'string') return { cityId, cityName };
  } catch {
    // None yet (or not ours): the featured city, as on a first visit.
  }
  return { cityId: undefined, cityName: FEATURED_CITY };
}

// Other tabs announce a change with the storage event; chooseCity() announces it the same way here.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/**
 * The viewer's city: the one they chose (remembered in this browser, kept in step across tabs), or
 * the featured city, Indore. Logging out clears it with the rest of local storage (the spec).
 */
export function useChosenCity(): ChosenCity {
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(CITY_KEY));
  return useMemo(() => parse(raw), [raw]);
}

export function chooseCity({ cityId, cityName }: { cityId: string; cityName: string }) {
  localStorage.setItem(CITY_KEY, JSON.stringify({ cityId, cityName }));
  window.dispatchEvent(new StorageEvent('storage', { key: CITY_KEY }));
}

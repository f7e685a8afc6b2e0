import type { DomainEvent } from '@cinema/contracts';
import { normalizeName } from '@cinema/contracts';

export interface CitiesState {
  /** normalized name → city id */
  byName: ReadonlyMap<string, string>;
}

export const initialState = (): CitiesState => ({ byName: new Map() });

export function evolve(state: CitiesState, event: DomainEvent): CitiesState {
  switch (event.type) {
    case 'CityAdded':
      return { byName: new Map(state.byName).set(normalizeName(event.data.cityName), event.data.cityId) };
    default:
      return state;
  }
}

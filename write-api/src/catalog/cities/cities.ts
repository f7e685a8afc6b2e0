import type { DomainEvent } from '@cinema/contracts';
import { normalizeName } from '@cinema/contracts';

export interface CitiesState {
  /** normalized name → city id */
  byName: ReadonlyMap<string, string>;
  /** city id → city name (a cinema names its city) */
  byId: ReadonlyMap<string, string>;
}

export const initialState = (): CitiesState => ({ byName: new Map(), byId: new Map() });

export function evolve(state: CitiesState, event: DomainEvent): CitiesState {
  switch (event.type) {
    case 'CityAdded':
      return {
        byName: new Map(state.byName).set(normalizeName(event.data.cityName), event.data.cityId),
        byId: new Map(state.byId).set(event.data.cityId, event.data.cityName),
      };
    default:
      return state;
  }
}

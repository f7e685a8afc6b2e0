import { FEATURED_CITY, normalizeName, SERVER_MESSAGES, type EventOf } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import type { Decider } from '../../infra/decider.ts';
import { evolve, initialState, type CitiesState } from './cities.ts';

export interface AddCity {
  type: 'AddCity';
  cityId: string;
  cityName: string;
  addedBy: string | null;
  now: Date;
}

export class CityAlreadyExistsError extends DomainError {
  constructor(readonly cityName: string) {
    super('CITY_EXISTS', SERVER_MESSAGES.cityExists);
  }
}

export function decide(command: AddCity, state: CitiesState): EventOf<'CityAdded'>[] {
  const key = normalizeName(command.cityName);
  if (state.byName.has(key)) throw new CityAlreadyExistsError(command.cityName);
  return [
    {
      type: 'CityAdded',
      data: {
        cityId: command.cityId,
        cityName: command.cityName.trim().replace(/\s+/g, ' '),
        featured: key === normalizeName(FEATURED_CITY),
        addedBy: command.addedBy,
        addedAt: command.now.toISOString(),
      },
    },
  ];
}

export const citiesDecider: Decider<CitiesState, AddCity, EventOf<'CityAdded'>> = {
  initialState,
  evolve,
  decide,
};

import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { CityAlreadyExistsError, citiesDecider, type AddCity } from './decide.ts';

const given = (events: DomainEvent[]) => events.reduce(citiesDecider.evolve, citiesDecider.initialState());
const now = new Date('2026-11-22T10:00:00Z');
const addCity = (cityName: string, cityId = 'c-new'): AddCity => ({
  type: 'AddCity',
  cityId,
  cityName,
  addedBy: 'sa-1',
  now,
});
const cityAdded = (cityName: string, cityId: string): DomainEvent => ({
  type: 'CityAdded',
  data: { cityId, cityName, featured: false, addedBy: null, addedAt: now.toISOString() },
});

describe('cities: no cities yet', () => {
  it('adds a city with a tidied name', () => {
    const events = citiesDecider.decide(addCity('  Navi   Mumbai '), given([]));
    expect(events).toEqual([
      {
        type: 'CityAdded',
        data: {
          cityId: 'c-new',
          cityName: 'Navi Mumbai',
          featured: false,
          addedBy: 'sa-1',
          addedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('marks Indore, in any case, as the featured city', () => {
    const [event] = citiesDecider.decide(addCity('indore'), given([]));
    expect(event?.data.featured).toBe(true);
  });
});

describe('cities: Pune exists', () => {
  const state = given([cityAdded('Pune', 'c-1')]);

  it.each(['Pune', 'pune', '  PUNE  '])('rejects %j as a duplicate', (name) => {
    expect(() => citiesDecider.decide(addCity(name), state)).toThrow(CityAlreadyExistsError);
  });

  it('still adds a different city', () => {
    expect(citiesDecider.decide(addCity('Kochi'), state)).toHaveLength(1);
  });
});

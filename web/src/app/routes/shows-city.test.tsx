import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { aMovie, aShowCinema } from '@/features/movies/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { dataReply } from '@/features/movies/testing/mock-api';
import { renderApp } from '@/testing/test-utils';

const SHOWS = '/shows/Sholay%20Returns/mov-1';

function serve() {
  return mockApi({
    getCities: dataReply([
      { _id: 'c-mumbai', cityName: 'Mumbai', featured: false },
      { _id: 'c-indore', cityName: 'Indore', featured: true },
    ]),
    getShowCinema: dataReply({
      movieDetails: aMovie(),
      cinemas: [aShowCinema('cin-a', 'Cine Yatra Phoenix', 'Mumbai', { '3-6pm': ['2026-11-24'] })],
    }),
  });
}

beforeAll(async () => {
  await Promise.all([import('@/lib/contracts-runtime'), import('./shows')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

describe("shows page in the viewer's city", () => {
  it("asks for the chosen city's cinemas first", async () => {
    localStorage.setItem('city', JSON.stringify({ cityId: 'c-mumbai', cityName: 'Mumbai' }));
    const api = serve();
    renderApp({ path: SHOWS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
    expect(api.bodiesSentTo('getShowCinema')).toEqual([{ movieId: 'mov-1', cityId: 'c-mumbai' }]);
    expect(api.bodiesSentTo('getCities')).toEqual([]);
  });

  it('asks for the featured city (Indore) first when the viewer has not chosen one', async () => {
    const api = serve();
    renderApp({ path: SHOWS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
    expect(api.bodiesSentTo('getShowCinema')).toEqual([{ movieId: 'mov-1', cityId: 'c-indore' }]);
  });
});

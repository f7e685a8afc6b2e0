import { screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { City, Movie } from '@cinema/contracts';
import { TOASTS } from '@cinema/contracts/browser';
import { paths } from '@/config/paths';
import { queryKeys } from '@/lib/api/query-keys';
import { dataReply, mockApi } from '@/testing/mock-api';
import { createTestQueryClient, renderApp, signInAs } from '@/testing/test-utils';
import { AddCityPage } from './add-city-page';

afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

const city = (cityName: string, featured = false): City => ({
  _id: `city-${cityName.toLowerCase()}`,
  cityName,
  featured,
});

describe('/addCity', () => {
  it('adds a city and reads the city list again, and only that list', async () => {
    const before = [city('Indore', true), city('Mumbai')];
    const api = mockApi({
      getCities: (_body, call) => dataReply(call === 0 ? before : [...before, city('Bhopal')]),
      addCity: dataReply(city('Bhopal'), TOASTS.cityAdded),
    });
    // Another page's list is in the same cache: a city changes nothing in it.
    const queryClient = createTestQueryClient();
    queryClient.setQueryData<Movie[]>(queryKeys.movies.list(), []);
    signInAs('SuperAdmin');
    const { user } = renderApp({
      path: paths.addCity.getHref(),
      routes: () => [{ path: paths.addCity.path, element: <AddCityPage /> }],
      queryClient,
    });
    expect(await screen.findByText('Mumbai')).toBeInTheDocument();

    await user.type(screen.getByLabelText('City name'), 'Bhopal');
    await user.click(screen.getByRole('button', { name: 'Add City' }));

    expect(await screen.findByText('Bhopal')).toBeInTheDocument();
    expect(screen.getByLabelText('City name')).toHaveValue('');
    expect(api.bodiesSentTo('addCity')).toEqual([{ cityName: 'Bhopal' }]);
    await waitFor(() => expect(api.callsTo('getCities')).toBe(2));
    expect(queryClient.getQueryState(queryKeys.movies.list())?.isInvalidated).toBe(false);
    expect(api.callsTo('getAllMovies')).toBe(0);
  });
});

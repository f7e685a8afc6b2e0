import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Movie } from '@cinema/contracts';
import { dataReply, mockApi } from '@/testing/mock-api';
import { createTestQueryClient } from '@/testing/test-utils';
import { authStorage } from '../auth-storage';
import { queryClient } from '../query-client';
import { moviesQuery } from './get-movies';

beforeAll(async () => {
  // The first API call loads the contracts: transform them once, before the test's waits.
  await import('@/lib/contracts-runtime');
}, 60_000);
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const image = {
  src: '/media/x-600.jpg',
  srcSet: '/media/x-600.webp 600w',
  fallbackSrcSet: '/media/x-600.jpg 600w',
  width: 600,
  height: 900,
};
const movie: Movie = {
  _id: 'm1',
  movieName: 'Neon Monsoon',
  categories: [],
  releaseDate: '2026-11-24',
  summary: '…',
  genres: ['Drama'],
  cast: ['A'],
  crew: [{ name: 'B', profession: 'Director' }],
  supportingLanguages: ['Hindi'],
  thumbnail: image.src,
  banner: image.src,
  images: { thumbnail: image, banner: image },
  version: 1,
};

function MovieCount({ label }: { label: string }) {
  const movies = useQuery(moviesQuery());
  return <p>{`${label}: ${movies.data?.length ?? 'loading'}`}</p>;
}

describe('shared reads through the query cache', () => {
  it('two components asking for the movie list at once make one request', async () => {
    const api = mockApi({ getAllMovies: dataReply([movie]) });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MovieCount label="list" />
        <MovieCount label="search" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('list: 1')).toBeInTheDocument();
    expect(screen.getByText('search: 1')).toBeInTheDocument();
    expect(api.callsTo('getAllMovies')).toBe(1);
  });

  it("empties the app's cache when this tab signs in or out, so no account sees another's data", () => {
    queryClient.setQueryData(moviesQuery().queryKey, [movie]);
    authStorage.clear();
    expect(queryClient.getQueryData(moviesQuery().queryKey)).toBeUndefined();
    queryClient.setQueryData(moviesQuery().queryKey, [movie]);
    authStorage.save('token', {
      _id: 'u1',
      userName: 'Test',
      contactNumber: '9876543210',
      email: 'viewer@example.com',
      accountType: 'Viewer',
      dob: null,
    });
    expect(queryClient.getQueryData(moviesQuery().queryKey)).toBeUndefined();
  });
});

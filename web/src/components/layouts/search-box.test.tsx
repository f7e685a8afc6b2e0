import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Movie } from '@cinema/contracts';
import { PAGE_TEXTS } from '@cinema/contracts/browser';
import { renderApp } from '@/testing/test-utils';

const image = {
  src: '/media/x-600.jpg',
  srcSet: '/media/x-600.webp 600w',
  fallbackSrcSet: '/media/x-600.jpg 600w',
  width: 600,
  height: 900,
};
const movie = (_id: string, movieName: string): Movie => ({
  _id,
  movieName,
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
});
const MOVIES = [
  movie('m1', 'Neon Monsoon'),
  movie('m2', 'Gully Cricket Club'),
  movie('m3', 'Godavari Gold'),
  movie('m4', 'Haveli No. 9'),
];

/** Answers the movie list (and nothing else), counting the calls. */
function serveMovies(movies = MOVIES) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/movie/getAllMovies')
      ? Response.json({ success: true, message: 'ok', data: movies })
      : Response.json({ success: false, message: 'Not found' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  // The suggestions and the contracts load lazily: transform them before the first test's waits.
  await Promise.all([import('@/lib/contracts-runtime'), import('./movie-search')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

async function renderSearch() {
  const view = renderApp({ path: '/faqs' });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, input: screen.getByRole('combobox', { name: 'Search' }) };
}
const options = async () =>
  within(await screen.findByRole('listbox', { name: 'Movies' }))
    .getAllByRole('option')
    .map((option) => option.querySelector('.font-semibold')?.textContent);

describe('header search', () => {
  it('loads the movie list on first focus, not before, and once', async () => {
    const fetchMock = serveMovies();
    const { user, input } = await renderSearch();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(input);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.type(input, 'go');
    expect(await options()).toEqual(['Godavari Gold']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shares the movie list with the page showing it: one request for both', async () => {
    const fetchMock = serveMovies();
    const { user } = renderApp({ path: '/movies' });
    expect(await screen.findByRole('list', { name: 'Movies' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'go');
    await waitFor(async () => expect(await options()).toEqual(['Godavari Gold']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('finds movies by name as you type, best first', async () => {
    serveMovies();
    const { user, input } = await renderSearch();
    await user.type(input, 'n');
    expect(await options()).toEqual(['Neon Monsoon', 'Haveli No. 9']);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2 movies found');
  });

  it('chooses with the arrow keys and opens the movie with Enter', async () => {
    serveMovies();
    const { user, input, location } = await renderSearch();
    await user.type(input, 'o');
    await options();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const [, second] = screen.getAllByRole('option');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    const name = second!.querySelector('.font-semibold')!.textContent!;

    await user.keyboard('{Enter}');
    const target = MOVIES.find((m) => m.movieName === name)!;
    await waitFor(() =>
      expect(location().pathname).toBe(`/movie/${encodeURIComponent(target.movieName)}/${target._id}`),
    );
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a movie on click', async () => {
    serveMovies();
    const { user, input, location } = await renderSearch();
    await user.type(input, 'haveli');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option'));
    await waitFor(() => expect(location().pathname).toBe('/movie/Haveli%20No.%209/m4'));
  });

  it("says 'No movies found' when nothing matches", async () => {
    serveMovies();
    const { user, input } = await renderSearch();
    await user.type(input, 'zzz');
    expect(await screen.findByText(PAGE_TEXTS.noMovies)).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes on Escape, clears on a second Escape, and reopens as you type', async () => {
    serveMovies();
    const { user, input } = await renderSearch();
    await user.type(input, 'gold');
    await options();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('gold');
    await user.type(input, 'e');
    await user.keyboard('{Backspace}');
    expect(await options()).toEqual(['Godavari Gold']);
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveValue('');
  });

  it('shows six suggestions at most', async () => {
    serveMovies(Array.from({ length: 9 }, (_, i) => movie(`x${i}`, `Movie ${i}`)));
    const { user, input } = await renderSearch();
    await user.type(input, 'movie');
    expect(await options()).toHaveLength(6);
  });
});

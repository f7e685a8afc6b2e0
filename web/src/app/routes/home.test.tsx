import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMITS, PAGE_TEXTS } from '@cinema/contracts/browser';
import { aMovie } from '@/features/movies/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { dataReply } from '@/features/movies/testing/mock-api';
import { renderApp } from '@/testing/test-utils';

// The page's sections and the contracts load lazily: transform them once up front, so the first
// test waits for the page and not for the transform (slow on this shared machine).
beforeAll(async () => {
  await Promise.all([
    import('@/lib/contracts-runtime'),
    import('@/features/movies/components/recommended-movies'),
    import('@/features/home/components/home-showcase'),
  ]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

const recommended = () => screen.findByRole('region', { name: 'Recommended Movies' });

describe('home (/)', () => {
  it("lists the catalog under 'Recommended Movies', each card leading to its movie", async () => {
    mockApi({
      getAllMovies: dataReply([
        aMovie({ _id: 'm1', movieName: 'Neon Monsoon', genres: ['Thriller', 'Drama'] }),
        aMovie({ _id: 'm2', movieName: 'Haveli No. 9', genres: ['Horror'] }),
      ]),
    });
    const { user, location } = renderApp({ path: '/' });

    const section = await recommended();
    const list = await within(section).findByRole('list', { name: 'Recommended movies' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/movie/Neon%20Monsoon/m1',
      '/movie/Haveli%20No.%209/m2',
    ]);
    expect(cards[0]).toHaveAccessibleName('Neon Monsoon');
    expect(cards[0]).toHaveAccessibleDescription('Thriller/Drama');
    // A responsive poster: WebP with a JPEG fallback, its size set, loaded lazily.
    const poster = cards[0]!.querySelector('img')!;
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(poster).toHaveAttribute('width', '600');
    expect(poster).toHaveAttribute('height', '900');
    expect(poster.getAttribute('srcset')).toContain('.jpg 600w');
    expect(cards[0]!.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '.webp 600w',
    );
    expect(within(section).getByRole('link', { name: 'See All movies' })).toHaveAttribute('href', '/movies');

    await user.click(cards[1]!);
    expect(location().pathname).toBe('/movie/Haveli%20No.%209/m2');
  });

  it("says 'No movies found' when the catalog is empty", async () => {
    mockApi({ getAllMovies: dataReply([]) });
    renderApp({ path: '/' });
    expect(await within(await recommended()).findByText(PAGE_TEXTS.noMovies)).toBeInTheDocument();
  });

  it('shows a spinner while the movies load', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp({ path: '/' });
    expect(await within(await recommended()).findByRole('status')).toHaveTextContent('Loading movies');
  });

  it('has the fixed premieres, live events and trailers, the trailers opening on YouTube', async () => {
    mockApi({ getAllMovies: dataReply([]) });
    renderApp({ path: '/' });

    const premieres = await screen.findByRole('list', { name: 'Premiere titles' });
    expect(within(premieres).getAllByRole('listitem')).toHaveLength(LIMITS.premiereTitles);
    const events = screen.getByRole('list', { name: 'The Best of Live Events' });
    expect(within(events).getAllByRole('img')).toHaveLength(LIMITS.liveEventImages);
    const trailers = within(screen.getByRole('list', { name: 'Trailers' })).getAllByRole('link');
    expect(trailers).toHaveLength(LIMITS.trailers);
    expect(trailers[1]).toHaveAccessibleName('Sintel Watch on YouTube (opens in a new tab)');
    expect(trailers[1]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=eRsGyueVLvQ');
    expect(trailers[1]).toHaveAttribute('target', '_blank');
    expect(trailers[1]).toHaveAttribute('rel', 'noopener noreferrer');
    // Nothing from a third party is framed on the page.
    expect(document.querySelector('iframe')).toBeNull();
  });
});

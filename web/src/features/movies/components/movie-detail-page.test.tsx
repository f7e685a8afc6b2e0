import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, indianDate } from '@cinema/contracts';
import { aMovie, otherMovies } from '../testing/fixtures';
import { errorReply, mockApi } from '@/testing/mock-api';
import { dataReply } from '../testing/mock-api';
import { renderMoviesRoute } from '../testing/render-movies-route';

const TODAY = indianDate(new Date());
const movie = aMovie({ nextShowDate: TODAY });

/** What a reader hears of each list item (the initials avatar is decoration). */
const spoken = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll(':scope > :not([aria-hidden="true"])')]
        .map((el) => el.textContent)
        .join(', '),
    );
const DETAIL = '/movie/Sholay%20Returns/mov-1';

function serveMovies({ others = 8, shown = movie } = {}) {
  return mockApi({
    getMovieDetails: (body) =>
      (body as { movieId: string }).movieId === shown._id
        ? dataReply(shown)
        : errorReply(404, 'Movie not found'),
    getAllMovies: dataReply([movie, ...otherMovies(others)]),
  });
}

describe('movie detail (/movie/{movieName}/{movieId})', () => {
  it("shows the spec's elements: banner, poster, name, languages, runtime, rating, genres, date, summary", async () => {
    const api = serveMovies();
    renderMoviesRoute(DETAIL);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
    expect(api.bodiesSentTo('getMovieDetails')).toEqual([{ movieId: 'mov-1' }]);
    expect(screen.getByText('Hindi / English')).toBeInTheDocument();
    expect(screen.getByText('2h 24m')).toBeInTheDocument();
    expect(screen.getByText('UA')).toBeInTheDocument();
    expect(screen.getByText('Action, Drama')).toBeInTheDocument();
    expect(screen.getByText('24 Nov 2026')).toHaveAttribute('datetime', '2026-11-24');
    expect(screen.getByText(movie.summary)).toBeInTheDocument();

    const poster = screen.getByRole('img', { name: 'Sholay Returns poster' });
    expect(poster).toHaveAttribute('width', '600');
    expect(poster).toHaveAttribute('height', '900');
    // The banner: WebP at every width with a JPEG fallback, sized so nothing shifts.
    const banner = document.querySelector<HTMLImageElement>(`img[src="${movie.images.banner.src}"]`)!;
    expect(banner).toHaveAttribute('srcset', movie.images.banner.fallbackSrcSet);
    expect(banner).toHaveAttribute('width', '1600');
    expect(banner).toHaveAttribute('height', '900');
    expect(banner.parentElement!.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      movie.images.banner.srcSet,
    );
  });

  it('lists the cast, and the crew with their professions', async () => {
    serveMovies();
    renderMoviesRoute(DETAIL);

    const cast = await screen.findByRole('region', { name: 'Cast' });
    expect(spoken(cast)).toEqual(['Asha Verma', 'Ravi Kumar']);
    const crew = screen.getByRole('region', { name: 'Crew' });
    expect(spoken(crew)).toEqual(['Meera Nair, Director', 'Arjun Rao, Music']);
  });

  it("suggests up to 6 other movies under 'You might also like', with 'View All' to /movies", async () => {
    serveMovies({ others: 8 });
    const { user, expectPath } = renderMoviesRoute(DETAIL);

    const more = await screen.findByRole('region', { name: 'You might also like' });
    const cards = within(more).getAllByRole('link', { name: /^Other Movie/ });
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveAttribute('href', '/movie/Other%20Movie%202/mov-2');
    expect(within(more).queryByRole('link', { name: 'Sholay Returns' })).not.toBeInTheDocument();
    expect(more.querySelector('img')).toHaveAttribute('loading', 'lazy');

    await user.click(within(more).getByRole('link', { name: 'View All' }));
    await expectPath('/movies');
  });

  it("offers a visitor 'Book Tickets', leading to the movie's shows page", async () => {
    serveMovies();
    const { user, expectPath } = renderMoviesRoute(DETAIL);

    const book = await screen.findByRole('link', { name: 'Book Tickets' });
    expect(book).toHaveAttribute('href', '/shows/Sholay%20Returns/mov-1');
    expect(screen.queryByRole('link', { name: 'Update Movie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Show' })).not.toBeInTheDocument();
    await user.click(book);
    await expectPath('/shows/Sholay%20Returns/mov-1');
  });

  it("offers a film whose shows start later its first date ('Opens 12 Dec'), on the shows page", async () => {
    const opens = addDays(TODAY, 9);
    serveMovies({ shown: aMovie({ releaseDate: opens, nextShowDate: opens }) });
    renderMoviesRoute(DETAIL);

    await screen.findByRole('heading', { level: 1 });
    const link = screen.getByRole('link', { name: /^Opens \d{1,2} [A-Z][a-z]{2}: book tickets$/ });
    expect(link).toHaveAttribute('href', `/shows/Sholay%20Returns/mov-1?date=${opens}`);
    expect(screen.queryByRole('link', { name: 'Book Tickets' })).not.toBeInTheDocument();
  });

  it('says when a film with no show yet releases, instead of a Book Tickets link into No Show Found', async () => {
    const releases = addDays(TODAY, 20);
    serveMovies({ shown: aMovie({ releaseDate: releases }) });
    renderMoviesRoute(DETAIL);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      /^Coming soonReleases on \d+ \w+ \d{4}\. Bookings open when cinemas add shows\.$/,
    );
    expect(screen.queryByRole('link', { name: /Book Tickets/ })).not.toBeInTheDocument();
  });

  it.each([
    ['Viewer', 'Book Tickets', '/shows/Sholay%20Returns/mov-1'],
    ['Admin', 'Add Show', '/show/addShow/mov-1'],
    ['SuperAdmin', 'Update Movie', '/movie/updatemovie/mov-1'],
  ] as const)('offers a signed-in %s one action: %s', async (accountType, label, href) => {
    serveMovies();
    renderMoviesRoute(DETAIL, accountType);

    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', href);
    const actions = ['Book Tickets', 'Add Show', 'Update Movie'].filter((name) =>
      screen.queryByRole('link', { name }),
    );
    expect(actions).toEqual([label]);
  });

  it("says 'Movie not found' for an unknown id", async () => {
    serveMovies();
    renderMoviesRoute('/movie/Nothing/no-such-id');

    expect(await screen.findByRole('heading', { level: 1, name: 'Movie not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Tickets' })).not.toBeInTheDocument();
  });

  it('offers to try again when the movie could not load, and shows it once it does', async () => {
    let calls = 0;
    mockApi({
      getMovieDetails: () => (calls++ === 0 ? errorReply(500, 'Something went wrong.') : dataReply(movie)),
      getAllMovies: dataReply([]),
    });
    const { user } = renderMoviesRoute(DETAIL);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
  });

  it('also answers the short form /movie/{movieId}', async () => {
    serveMovies();
    renderMoviesRoute('/movie/mov-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
  });
});

import { FALLBACKS, PAGE_TEXTS, TOASTS } from '@cinema/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMovie, aShow } from '../testing/fixtures';
import { dataReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderAdminRoute } from '../testing/render-admin-route';

const movies = dataReply([aMovie(), aMovie({ _id: 'mov-2', movieName: 'Lagaan Again' })]);
const second = aShow({
  _id: 'show-2',
  showId: 'show-2',
  movieId: { _id: 'mov-2', movieName: 'Lagaan Again', thumbnail: '/media/l-300.jpg' },
  timing: '9-12pm',
  showStart: '2026-06-05',
  showEnd: '2026-06-05',
});

describe('/show/liveYourShow', () => {
  it("says 'No shows to do live' when nothing is pending", async () => {
    mockApi({ getUnliveShows: dataReply([]), getAllMovies: movies });
    renderAdminRoute('/show/liveYourShow');
    expect(await screen.findByText(PAGE_TEXTS.noShowsToLive)).toBeInTheDocument();
  });

  it('shows each pending show: movie, cinema | city, screen, timing and dates', async () => {
    mockApi({ getUnliveShows: dataReply([aShow(), second]), getAllMovies: movies });
    renderAdminRoute('/show/liveYourShow');
    const list = await screen.findByRole('list', { name: 'Shows to make live' });
    const [first, other] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Sholay Returns' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Cine Yatra Treasure Island | Indore');
    expect(first).toHaveTextContent('Screen-1 · 3pm to 6pm');
    expect(first).toHaveTextContent('5 Jun – 11 Jun 2026');
    expect(other).toHaveTextContent('Screen-1 · 9pm to 12pm');
    expect(other).toHaveTextContent('5 Jun 2026');
    expect(within(other!).getByRole('button', { name: 'Live Show: Lagaan Again' })).toBeEnabled();
  });

  it('makes a show live, toasts, and reloads the list', async () => {
    const api = mockApi({
      getUnliveShows: (_body, call) => dataReply(call === 0 ? [aShow(), second] : [second]),
      liveYourShow: dataReply({ showId: 'show-1' }, TOASTS.showLived),
      getAllMovies: movies,
    });
    const { user } = renderAdminRoute('/show/liveYourShow');
    await user.click(await screen.findByRole('button', { name: 'Live Show: Sholay Returns' }));

    expect(await screen.findByText(TOASTS.showLived)).toBeInTheDocument();
    expect(api.bodiesSentTo('liveYourShow')).toEqual([{ showId: 'show-1' }]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sholay Returns' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Lagaan Again' })).toBeInTheDocument();
    expect(api.callsTo('getUnliveShows')).toBe(2);
  });

  it("toasts the server's refusal and keeps the show", async () => {
    mockApi({
      getUnliveShows: dataReply([aShow()]),
      liveYourShow: { status: 500, json: {} },
      getAllMovies: movies,
    });
    const { user } = renderAdminRoute('/show/liveYourShow');
    await user.click(await screen.findByRole('button', { name: 'Live Show: Sholay Returns' }));
    expect(await screen.findByText(FALLBACKS.liveShow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Live Show: Sholay Returns' })).toBeEnabled();
  });

  it('leads to Add Show for a chosen movie', async () => {
    mockApi({
      getUnliveShows: dataReply([]),
      getAllMovies: movies,
      getMovieDetails: errorReply(500, 'x', 'X'),
    });
    const { user, expectPath } = renderAdminRoute('/show/liveYourShow');
    await screen.findByRole('option', { name: 'Lagaan Again' });
    await user.click(screen.getByRole('button', { name: 'Continue to Add Show' }));
    expect(screen.getByLabelText('Movie')).toHaveAccessibleDescription('Select a movie');

    await user.selectOptions(screen.getByLabelText('Movie'), 'Lagaan Again');
    await user.click(screen.getByRole('button', { name: 'Continue to Add Show' }));
    await expectPath('/show/addShow/mov-2');
  });
});

import { LOADING_TEXTS, PAGE_TEXTS, SERVER_MESSAGES, TOASTS, VALIDATION } from '@cinema/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, errorReply, type Reply } from '@/testing/mock-api';
import { aMovie, anImage, mockApi, movieReply } from '../testing/mock-api';
import { renderMovieRoute } from '../testing/render-movie-route';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const group = (legend: string) => screen.getByRole('group', { name: legend });
const submit = () => screen.getByRole('button', { name: 'Update Movie' });

/** getMovieDetails answering each stored version in turn (the last one from then on). */
function detailsInTurn(...replies: Reply[]) {
  let calls = 0;
  return () => replies[Math.min(calls++, replies.length - 1)]!;
}

describe('/movie/updatemovie/:movieId', () => {
  it('loads the movie with a spinner and prefills every field, showing the current images', async () => {
    const reply = deferredReply();
    const api = mockApi({ getMovieDetails: reply.handler });
    renderMovieRoute('/movie/updatemovie/movie-1');
    expect(await screen.findByText('Loading movie')).toBeInTheDocument(); // the spinner's label

    reply.release(movieReply(aMovie()));
    expect(await screen.findByLabelText('Movie name')).toHaveValue('Laapataa Ladies');
    expect(api.callsTo('getMovieDetails').map((call) => call.body)).toEqual([{ movieId: 'movie-1' }]);
    expect(input('Release date')).toHaveValue('2024-03-01');
    expect(input('Summary')).toHaveValue('Two brides are swapped on a train.');
    expect(within(group('Categories')).getByLabelText('Bollywood')).toBeChecked();
    expect(within(group('Genres')).getByLabelText('Comedy')).toBeChecked();
    expect(within(group('Genres')).getByLabelText('Action')).not.toBeChecked();
    expect(within(group('Supporting languages')).getByLabelText('Hindi')).toBeChecked();
    expect(screen.getByRole('list', { name: 'Cast members' })).toHaveTextContent(
      /Nitanshi Goel.*Pratibha Ranta/,
    );
    expect(screen.getByRole('list', { name: 'Crew members' })).toHaveTextContent('Kiran Rao · Director');
    expect(screen.getByRole('img', { name: 'Current thumbnail image' })).toHaveAttribute(
      'src',
      '/media/thumb-1-800.jpg',
    );
    expect(screen.getByRole('img', { name: 'Current banner image' })).toBeInTheDocument();
  });

  it("says 'Movie details not found' for an unknown id", async () => {
    mockApi({ getMovieDetails: errorReply(404, SERVER_MESSAGES.movieNotFound, 'NOT_FOUND') });
    renderMovieRoute('/movie/updatemovie/nope');
    expect(await screen.findByText(PAGE_TEXTS.movieDetailsNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Movie' })).not.toBeInTheDocument();
  });

  it('saves with If-Match of the loaded version (images optional), toasts and shows the saved movie without reading it again', async () => {
    const saved = deferredReply();
    const api = mockApi({
      getMovieDetails: movieReply(aMovie()),
      updateMovie: saved.handler,
    });
    const { user } = renderMovieRoute('/movie/updatemovie/movie-1');
    const name = await screen.findByLabelText('Movie name');
    await user.clear(name);
    await user.type(name, 'Laapataa Ladies (2024)');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.updating })).toBeDisabled();
    const [call] = api.callsTo('updateMovie');
    expect(call?.headers['If-Match']).toBe('W/"3"');
    const body = call!.body as FormData;
    expect(body.get('movieId')).toBe('movie-1');
    expect(body.get('movieName')).toBe('Laapataa Ladies (2024)');
    expect(JSON.parse(body.get('cast') as string)).toEqual(['Nitanshi Goel', 'Pratibha Ranta']);
    expect(body.has('thumbnailImage')).toBe(false);
    expect(body.has('bannerImage')).toBe(false);

    // The answer is the saved movie: it replaces the cached one, and the form starts again from it.
    saved.release(
      movieReply(aMovie({ movieName: 'Laapataa Ladies (2024)', version: 4 }), TOASTS.movieUpdated),
    );
    expect(await screen.findByText(TOASTS.movieUpdated)).toBeInTheDocument();
    expect(await screen.findByText('Editing Laapataa Ladies (2024).')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(api.callsTo('getMovieDetails')).toHaveLength(1);
  });

  it('sends a newly picked image only, and checks the lists like the add form', async () => {
    const api = mockApi({ getMovieDetails: movieReply(aMovie()) });
    const { user } = renderMovieRoute('/movie/updatemovie/movie-1');
    await screen.findByLabelText('Movie name');
    await user.click(screen.getByRole('button', { name: 'Remove Kiran Rao, Director from crew' }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.allFieldsRequired);
    expect(api.callsTo('updateMovie')).toHaveLength(0);

    await user.type(input('Crew name'), 'Aamir Khan');
    await user.type(input('Profession'), 'Producer{Enter}');
    await user.upload(input('Banner image'), anImage('new-banner.jpg', 'image/jpeg'));
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('updateMovie')).toHaveLength(1));
    const body = api.callsTo('updateMovie')[0]!.body as FormData;
    expect((body.get('bannerImage') as File).name).toBe('new-banner.jpg');
    expect(body.has('thumbnailImage')).toBe(false);
  });

  it('tells the user when someone else saved first (412), then shows the latest version', async () => {
    const api = mockApi({
      getMovieDetails: detailsInTurn(
        movieReply(aMovie()),
        movieReply(aMovie({ movieName: 'Lost Ladies', summary: 'Changed elsewhere.', version: 5 })),
      ),
      updateMovie: errorReply(412, SERVER_MESSAGES.staleVersion, 'STALE_VERSION'),
    });
    const { user } = renderMovieRoute('/movie/updatemovie/movie-1');
    const summary = await screen.findByLabelText('Summary');
    await user.clear(summary);
    await user.type(summary, 'My edit.');
    await user.click(submit());

    expect(await screen.findByText(SERVER_MESSAGES.staleVersion)).toBeInTheDocument();
    await waitFor(() => expect(input('Movie name')).toHaveValue('Lost Ladies'));
    expect(input('Summary')).toHaveValue('Changed elsewhere.');
    expect(api.callsTo('getMovieDetails')).toHaveLength(2);

    await user.click(submit());
    await waitFor(() => expect(api.callsTo('updateMovie')).toHaveLength(2));
    expect(api.callsTo('updateMovie')[1]!.headers['If-Match']).toBe('W/"5"');
  });
});

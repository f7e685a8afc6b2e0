import { FALLBACKS, LOADING_TEXTS, SERVER_MESSAGES, TOASTS, VALIDATION } from '@cinema/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredReply, errorReply } from '@/testing/mock-api';
import { aMovie, anImage, mockApi, movieReply } from '../testing/mock-api';
import { renderMovieRoute } from '../testing/render-movie-route';

const input = (label: string) => screen.getByLabelText(label, { selector: 'input, textarea' });
const group = (legend: string) => screen.getByRole('group', { name: legend });
const castNames = () =>
  within(screen.queryByRole('list', { name: 'Cast members' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const submit = () => screen.getByRole('button', { name: 'Add Movie' });

async function fillValidMovie(user: UserEvent) {
  await user.type(input('Movie name'), '  Kalki   2898 AD ');
  await user.type(input('Release date'), '2024-06-27');
  await user.type(input('Summary'), 'A modern avatar of Vishnu.');
  await user.click(within(group('Categories')).getByLabelText('South'));
  await user.click(within(group('Genres')).getByLabelText('Sci-Fi'));
  await user.click(within(group('Genres')).getByLabelText('Action'));
  await user.click(within(group('Supporting languages')).getByLabelText('Telugu'));
  await user.click(within(group('Supporting languages')).getByLabelText('Hindi'));
  await user.type(input('Cast'), 'Prabhas{Enter}Deepika Padukone,');
  await user.type(input('Crew name'), 'Nag Ashwin');
  await user.type(input('Profession'), 'Director{Enter}');
  await user.upload(input('Thumbnail image'), anImage('kalki-poster.png'));
  await user.upload(input('Banner image'), anImage('kalki-banner.webp', 'image/webp'));
}

describe('/movie/addMovie', () => {
  it('adds cast tags with Enter or a comma, ignoring empty text and duplicates; each is removable', async () => {
    mockApi({});
    const { user } = renderMovieRoute('/movie/addMovie');
    const cast = await screen.findByLabelText('Cast', { selector: 'input' });

    await user.type(cast, 'Tabu{Enter}');
    await user.type(cast, 'Ali Fazal,');
    await user.type(cast, '   {Enter}');
    await user.type(cast, ',');
    await user.type(cast, 'tabu{Enter}');
    expect(castNames()).toEqual(['Tabu', 'Ali Fazal']);
    expect(cast).toHaveValue('');

    await user.type(cast, 'Kriti Sanon, Diljit Dosanjh,');
    expect(castNames()).toEqual(['Tabu', 'Ali Fazal', 'Kriti Sanon', 'Diljit Dosanjh']);

    await user.click(screen.getByRole('button', { name: 'Remove Ali Fazal from cast' }));
    expect(castNames()).toEqual(['Tabu', 'Kriti Sanon', 'Diljit Dosanjh']);
    expect(cast).toHaveFocus();
    expect(screen.getByText('Removed Ali Fazal from cast')).toBeInTheDocument();
  });

  it("adds crew rows only with both fields ('Both fields are required')", async () => {
    mockApi({});
    const { user } = renderMovieRoute('/movie/addMovie');
    const name = await screen.findByLabelText('Crew name');
    const addCrew = screen.getByRole('button', { name: 'Add crew member' });

    await user.type(name, 'S. S. Rajamouli');
    await user.click(addCrew);
    expect(screen.getByText(VALIDATION.bothFieldsRequired)).toBeInTheDocument();
    expect(input('Profession')).toHaveFocus();
    expect(input('Profession')).toHaveAccessibleDescription(VALIDATION.bothFieldsRequired);
    expect(screen.queryByRole('list', { name: 'Crew members' })).not.toBeInTheDocument();

    await user.type(input('Profession'), 'Director');
    expect(screen.queryByText(VALIDATION.bothFieldsRequired)).not.toBeInTheDocument();
    await user.click(addCrew);
    const crew = screen.getByRole('list', { name: 'Crew members' });
    expect(within(crew).getByRole('listitem')).toHaveTextContent('S. S. Rajamouli · Director');
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove S. S. Rajamouli, Director from crew' }));
    expect(screen.queryByRole('list', { name: 'Crew members' })).not.toBeInTheDocument();
  });

  it("says 'All fields are required' and sends nothing when the form is empty", async () => {
    const api = mockApi({});
    const { user } = renderMovieRoute('/movie/addMovie');
    await user.click(await screen.findByRole('button', { name: 'Add Movie' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(VALIDATION.allFieldsRequired);
    expect(input('Movie name')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Movie name')).toHaveFocus();
    expect(group('Genres')).toHaveAccessibleDescription(VALIDATION.allFieldsRequired);
    expect(group('Supporting languages')).toHaveAccessibleDescription(VALIDATION.allFieldsRequired);
    expect(input('Cast')).toHaveAccessibleDescription(/All fields are required/);
    expect(input('Thumbnail image')).toHaveAccessibleDescription(/Thumbnail and banner images are required/);
    expect(group('Categories')).not.toHaveAccessibleDescription(/required/);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an image the server would refuse, with its texts', async () => {
    mockApi({});
    const { user } = renderMovieRoute('/movie/addMovie');
    const thumbnail = (await screen.findByLabelText('Thumbnail image')) as HTMLInputElement;
    expect(thumbnail).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(thumbnail, anImage('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(thumbnail).toHaveAccessibleDescription(new RegExp(SERVER_MESSAGES.imageTooLarge));
    expect(screen.queryByRole('img', { name: 'Thumbnail image preview' })).not.toBeInTheDocument();

    await user.upload(thumbnail, anImage('poster.jpg', 'image/jpeg'));
    expect(thumbnail).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('img', { name: 'Thumbnail image preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText('New: poster.jpg')).toBeInTheDocument();

    // user-event drops files the accept list refuses, as a file picker would; a drop would not.
    const banner = input('Banner image');
    fireEvent.change(banner, { target: { files: [anImage('notes.txt', 'text/plain')] } });
    expect(banner).toHaveAccessibleDescription(new RegExp(SERVER_MESSAGES.imageType));
    expect(screen.queryByRole('img', { name: 'Banner image preview' })).not.toBeInTheDocument();
  });

  it('sends multipart with JSON-encoded lists and both files, toasts, then resets the form', async () => {
    const reply = deferredReply();
    const api = mockApi({ addMovie: reply.handler });
    const { user } = renderMovieRoute('/movie/addMovie');
    await screen.findByLabelText('Movie name');
    await fillValidMovie(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.adding })).toBeDisabled();
    const [call] = api.callsTo('addMovie');
    expect(call?.body).toBeInstanceOf(FormData);
    const body = call!.body as FormData;
    const text = (key: string) => body.get(key);
    expect(text('movieName')).toBe('Kalki 2898 AD');
    expect(text('releaseDate')).toBe('2024-06-27');
    expect(text('summary')).toBe('A modern avatar of Vishnu.');
    expect(JSON.parse(text('categories') as string)).toEqual(['South']);
    expect(JSON.parse(text('genres') as string)).toEqual(['Action', 'Sci-Fi']); // in the options' order
    expect(JSON.parse(text('supportingLanguages') as string)).toEqual(['Hindi', 'Telugu']);
    expect(JSON.parse(text('cast') as string)).toEqual(['Prabhas', 'Deepika Padukone']);
    expect(JSON.parse(text('crew') as string)).toEqual([{ name: 'Nag Ashwin', profession: 'Director' }]);
    expect((body.get('thumbnailImage') as File).name).toBe('kalki-poster.png');
    expect((body.get('bannerImage') as File).name).toBe('kalki-banner.webp');
    expect(body.has('movieId')).toBe(false);
    expect(call!.headers['Content-Type']).toBeUndefined(); // the browser sets the multipart boundary

    reply.release(movieReply(aMovie({ movieName: 'Kalki 2898 AD' }), TOASTS.movieAdded));
    expect(await screen.findByText(TOASTS.movieAdded)).toBeInTheDocument();
    await waitFor(() => expect(input('Movie name')).toHaveValue(''));
    expect(input('Movie name')).toHaveFocus();
    expect(input('Summary')).toHaveValue('');
    expect(within(group('Genres')).getByLabelText('Sci-Fi')).not.toBeChecked();
    expect(castNames()).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Crew members' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /preview/ })).not.toBeInTheDocument();
    expect((input('Thumbnail image') as HTMLInputElement).files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add Movie' })).toBeEnabled();
  });

  it("shows the server's field errors under their fields and its message under the form", async () => {
    mockApi({
      addMovie: errorReply(409, SERVER_MESSAGES.movieExists, 'CONFLICT', {
        movieName: SERVER_MESSAGES.movieExists,
      }),
    });
    const { user } = renderMovieRoute('/movie/addMovie');
    await screen.findByLabelText('Movie name');
    await fillValidMovie(user);
    await user.click(submit());

    await waitFor(() => expect(input('Movie name')).toHaveAccessibleDescription(SERVER_MESSAGES.movieExists));
    expect(input('Movie name')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.movieExists);
  });

  it('toasts and shows the fallback text when the server gives no message', async () => {
    mockApi({ addMovie: { status: 500, json: { success: false } } });
    const { user } = renderMovieRoute('/movie/addMovie');
    await screen.findByLabelText('Movie name');
    await fillValidMovie(user);
    await user.click(submit());

    await waitFor(() => expect(screen.getAllByText(FALLBACKS.addMovie)).toHaveLength(2));
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACKS.addMovie);
  });
});

import {
  addDays,
  indianDate,
  LOADING_TEXTS,
  PAGE_TEXTS,
  SERVER_MESSAGES,
  TOASTS,
  VALIDATION,
} from '@cinema/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCinema, aMovie, aScreen, aShow } from '../testing/fixtures';
import { dataReply, deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { renderAdminRoute } from '../testing/render-admin-route';

const today = indianDate(new Date());
const cinemas = [
  aCinema(),
  aCinema({
    _id: 'cin-2',
    cinemaName: 'Cine Yatra Phoenix',
    cityId: { _id: 'city-mumbai', cityName: 'Mumbai' },
    screenDetails: [
      aScreen(1, { _id: 'cin-2.s1', cinemaId: 'cin-2' }),
      aScreen(2, { _id: 'cin-2.s2', cinemaId: 'cin-2' }),
    ],
  }),
];
const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Add Show' });
const optionNames = (label: string) =>
  within(field(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

async function fill(user: UserEvent, start = addDays(today, 2), end = addDays(today, 8)) {
  await user.selectOptions(field('Cinema'), 'cin-1');
  await user.selectOptions(field('Screen'), 'cin-1.s1');
  await user.selectOptions(field('Time'), '3-6pm');
  await user.type(field('Show Start'), start);
  await user.type(field('Show End'), end);
}

const handlers = {
  getMovieDetails: dataReply(aMovie()),
  getCinemaDetails: dataReply(cinemas),
};

describe('/show/addShow/:movieId', () => {
  it('names the movie and offers screens of the chosen cinema only, unconfigured ones marked and disabled', async () => {
    mockApi(handlers);
    const { user } = renderAdminRoute('/show/addShow/mov-1');
    expect(await screen.findByText('Sholay Returns')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
    expect(field('Screen')).toBeDisabled();
    expect(optionNames('Time')).toEqual(['Select a time', '9am to 12am', '3pm to 6pm', '9pm to 12pm']);
    expect(field('Show Start')).toHaveAttribute('min', today);

    await user.selectOptions(field('Cinema'), 'cin-1');
    expect(optionNames('Screen')).toEqual([
      'Select a screen',
      'Screen-1',
      'Screen-2 (seats not set)',
      'Screen-3 (seats not set)',
    ]);
    expect(screen.getByRole('option', { name: 'Screen-2 (seats not set)' })).toBeDisabled();
    await user.selectOptions(field('Screen'), 'cin-1.s1');
    expect(field('Screen')).toHaveValue('cin-1.s1');

    await user.selectOptions(field('Cinema'), 'cin-2');
    expect(field('Screen')).toHaveValue('');
    expect(optionNames('Screen')).toEqual(['Select a screen', 'Screen-1', 'Screen-2']);
  });

  it('refuses an end date before the start date with the spec text, and sends nothing', async () => {
    const api = mockApi(handlers);
    const { user } = renderAdminRoute('/show/addShow/mov-1');
    await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
    await fill(user, addDays(today, 5), addDays(today, 3));
    await user.click(submit());

    expect(field('Show End')).toHaveAccessibleDescription(VALIDATION.endDateBeforeStart);
    expect(field('Show End')).toHaveFocus();
    expect(api.callsTo('addShow')).toBe(0);
  });

  it('requires every field', async () => {
    const api = mockApi(handlers);
    const { user } = renderAdminRoute('/show/addShow/mov-1');
    await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
    await user.click(submit());

    for (const label of ['Cinema', 'Screen', 'Time', 'Show Start', 'Show End'])
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field('Cinema')).toHaveFocus();
    expect(api.callsTo('addShow')).toBe(0);
  });

  it('sends the show, toasts, starts the form over and offers Live Your Show', async () => {
    const reply = deferredReply();
    const api = mockApi({ ...handlers, addShow: reply.handler });
    const { user } = renderAdminRoute('/show/addShow/mov-1');
    await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
    await fill(user);
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.adding })).toBeDisabled();
    await waitFor(() =>
      expect(api.bodiesSentTo('addShow')).toEqual([
        {
          movieId: 'mov-1',
          cinemaId: 'cin-1',
          screenId: 'cin-1.s1',
          timing: '3-6pm',
          showStart: addDays(today, 2),
          showEnd: addDays(today, 8),
        },
      ]),
    );
    reply.release(dataReply(aShow({ showStart: addDays(today, 2), showEnd: addDays(today, 8) })));
    expect(await screen.findByText(TOASTS.showAdded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Live Your Show' })).toHaveAttribute(
      'href',
      '/show/liveYourShow',
    );
    expect(field('Cinema')).toHaveValue('');
    expect(field('Show Start')).toHaveValue('');
  });

  it.each([
    [409, SERVER_MESSAGES.showClash, 'SHOW_CLASH', 'Time'],
    [400, SERVER_MESSAGES.showDateInPast, 'SHOW_DATE_IN_PAST', 'Show Start'],
  ])(
    "toasts the server's refusal %s %s (the spec's error toast) and shows it under the field it concerns",
    async (status, message, code, label) => {
      mockApi({ ...handlers, addShow: errorReply(status, message, code) });
      const { user } = renderAdminRoute('/show/addShow/mov-1');
      await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
      await fill(user);
      await user.click(submit());

      await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
      expect(field(label)).toHaveFocus();
      expect(await screen.findByRole('status')).toHaveTextContent(message);
    },
  );

  it('toasts a refusal that concerns no field with the server message', async () => {
    mockApi({ ...handlers, addShow: errorReply(403, SERVER_MESSAGES.notYourCinema, 'NOT_YOUR_CINEMA') });
    const { user } = renderAdminRoute('/show/addShow/mov-1');
    await screen.findByRole('option', { name: 'Cine Yatra Phoenix, Mumbai' });
    await fill(user);
    await user.click(submit());
    expect(await screen.findByText(SERVER_MESSAGES.notYourCinema)).toBeInTheDocument();
  });

  it("says 'Movie not found' for an unknown movie", async () => {
    mockApi({
      ...handlers,
      getMovieDetails: errorReply(404, 'Movie not found', 'MOVIE_NOT_FOUND'),
      getAllMovies: dataReply([aMovie()]),
    });
    renderAdminRoute('/show/addShow/nope');
    expect(await screen.findByText(PAGE_TEXTS.movieNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Show' })).not.toBeInTheDocument();
  });
});

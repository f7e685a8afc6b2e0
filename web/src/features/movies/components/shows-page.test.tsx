import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, aShowCinema } from '../testing/fixtures';
import { errorReply, mockApi } from '@/testing/mock-api';
import { dataReply } from '../testing/mock-api';
import { renderMoviesRoute } from '../testing/render-movies-route';

const SHOWS = '/shows/Sholay%20Returns/mov-1';
// 20:00 UTC on the 23rd is 01:30 on the 24th in India: the strip starts on the Indian date.
const NOW = new Date('2026-11-23T20:00:00Z');
const STRIP = [
  'Tue 24 Nov',
  'Wed 25 Nov',
  'Thu 26 Nov',
  'Fri 27 Nov',
  'Sat 28 Nov',
  'Sun 29 Nov',
  'Mon 30 Nov',
];

const cinemas = [
  aShowCinema('cin-a', 'Cine Yatra Treasure Island', 'Indore', {
    '3-6pm': ['2026-11-24', '2026-11-25'],
    '9-12pm': ['2026-11-24'],
  }),
  aShowCinema('cin-b', 'Cine Yatra Phoenix', 'Mumbai', { '9-12am': ['2026-11-25'] }),
];

function serveShows(list = cinemas) {
  return mockApi({
    getShowCinema: (body) =>
      (body as { movieId: string }).movieId === 'mov-1'
        ? dataReply({ movieDetails: aMovie(), cinemas: list })
        : errorReply(404, 'Movie not found'),
  });
}

const dayButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Show dates' })).getByRole('button', { name });
const cinemaNames = () =>
  within(screen.getByRole('list', { name: 'Cinemas' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const timingsOf = (cinema: string) =>
  within(screen.getByRole('article', { name: cinema }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('shows page (/shows/{movieName}/{movieId})', () => {
  it('has a 7-day strip from today in India, today chosen, and the movie it is for', async () => {
    const api = serveShows();
    renderMoviesRoute(SHOWS);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sholay Returns' })).toBeInTheDocument();
    expect(api.bodiesSentTo('getShowCinema')).toEqual([{ movieId: 'mov-1' }]);
    const days = within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(days.map((day) => day.textContent)).toEqual(STRIP);
    expect(days.map((day) => day.getAttribute('aria-pressed'))).toEqual([
      'true',
      ...Array<string>(6).fill('false'),
    ]);
  });

  it("lists the day's cinemas as 'name | city' with their badges, legend and timings", async () => {
    serveShows();
    renderMoviesRoute(SHOWS);

    await screen.findByRole('list', { name: 'Cinemas' });
    expect(cinemaNames()).toEqual(['Cine Yatra Treasure Island | Indore']);
    expect(timingsOf('Cine Yatra Treasure Island | Indore')).toEqual(['3 PM – 6 PM', '9 PM – 12 midnight']);
    const cinema = screen.getByRole('article', { name: 'Cine Yatra Treasure Island | Indore' });
    expect(within(cinema).getByText('M-Ticket')).toBeInTheDocument();
    expect(within(cinema).getByText('Food & Beverage')).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const text of ['AVAILABLE', 'FAST FILLING', 'LAN', 'Subtitles language'])
      expect(within(legend).getByText(text)).toBeInTheDocument();
  });

  it('switches cinemas with the day, and says No Show Found for a day without shows', async () => {
    serveShows();
    const { user } = renderMoviesRoute(SHOWS);
    await screen.findByRole('list', { name: 'Cinemas' });

    await user.click(dayButton('Wed 25 Nov'));
    expect(dayButton('Wed 25 Nov')).toHaveAttribute('aria-pressed', 'true');
    expect(dayButton('Tue 24 Nov')).toHaveAttribute('aria-pressed', 'false');
    expect(cinemaNames()).toEqual(['Cine Yatra Treasure Island | Indore', 'Cine Yatra Phoenix | Mumbai']);
    expect(timingsOf('Cine Yatra Treasure Island | Indore')).toEqual(['3 PM – 6 PM']);
    expect(timingsOf('Cine Yatra Phoenix | Mumbai')).toEqual(['9 AM – 12 noon']);

    await user.click(dayButton('Thu 26 Nov'));
    expect(screen.getByText('No Show Found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cinemas' })).not.toBeInTheDocument();
  });

  it('offers the first date of a film that opens after the week, and moves the strip there', async () => {
    serveShows([aShowCinema('cin-a', 'Cine Yatra Treasure Island', 'Indore', { '3-6pm': ['2026-12-12'] })]);
    const { user } = renderMoviesRoute(SHOWS);

    expect(await screen.findByText('No Show Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First shows on 12 Dec 2026' }));
    expect(dayButton('Sat 12 Dec')).toHaveAttribute('aria-pressed', 'true');
    expect(cinemaNames()).toEqual(['Cine Yatra Treasure Island | Indore']);
  });

  it("opens on the date an 'Opens 12 Dec' link asks for, even after the week", async () => {
    serveShows([aShowCinema('cin-a', 'Cine Yatra Treasure Island', 'Indore', { '3-6pm': ['2026-12-12'] })]);
    renderMoviesRoute(`${SHOWS}?date=2026-12-12`);

    expect(await screen.findByRole('list', { name: 'Cinemas' })).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Show dates' })).getAllByRole('button');
    expect(days[0]).toHaveTextContent('Sat 12 Dec');
    expect(dayButton('Sat 12 Dec')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when an unreleased film with no show releases', async () => {
    mockApi({
      getShowCinema: dataReply({ movieDetails: aMovie({ releaseDate: '2026-12-23' }), cinemas: [] }),
    });
    renderMoviesRoute(SHOWS);

    expect(await screen.findByText('No Show Found')).toBeInTheDocument();
    expect(
      screen.getByText('Coming soon: releases on 23 Dec 2026. Bookings open when cinemas add shows.'),
    ).toBeInTheDocument();
  });

  it('leads from a timing to the seat page of that cinema, timing and date', async () => {
    serveShows();
    const { user, expectPath } = renderMoviesRoute(SHOWS);
    await screen.findByRole('list', { name: 'Cinemas' });
    await user.click(dayButton('Wed 25 Nov'));

    const timing = within(screen.getByRole('article', { name: 'Cine Yatra Phoenix | Mumbai' })).getByRole(
      'link',
      {
        name: '9 AM – 12 noon',
      },
    );
    expect(timing).toHaveAttribute('href', '/buytickets/mov-1/cin-b/9-12am/seats?date=2026-11-25');
    await user.click(timing);
    await expectPath('/buytickets/mov-1/cin-b/9-12am/seats?date=2026-11-25');
  });

  it('keeps the chosen day in the address, so a link or a reload opens that day', async () => {
    serveShows();
    const { user, location } = renderMoviesRoute(`${SHOWS}?date=2026-11-25`);

    expect(await screen.findByRole('button', { name: 'Wed 25 Nov' })).toHaveAttribute('aria-pressed', 'true');
    expect(cinemaNames()).toHaveLength(2);
    await user.click(dayButton('Tue 24 Nov'));
    expect(location().search).toBe('?date=2026-11-24');
  });

  it('opens on the first day with shows when today has none', async () => {
    serveShows([aShowCinema('cin-b', 'Cine Yatra Phoenix', 'Mumbai', { '9-12am': ['2026-11-27'] })]);
    renderMoviesRoute(SHOWS);

    expect(await screen.findByRole('button', { name: 'Fri 27 Nov' })).toHaveAttribute('aria-pressed', 'true');
    expect(cinemaNames()).toEqual(['Cine Yatra Phoenix | Mumbai']);
  });

  it('says No Show Found when the movie has no shows at all', async () => {
    serveShows([]);
    renderMoviesRoute(SHOWS);

    expect(await screen.findByText('No Show Found')).toBeInTheDocument();
    expect(dayButton('Tue 24 Nov')).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows a chosen city's cinemas only, and switches to another city where the movie plays", async () => {
    localStorage.setItem('city', JSON.stringify({ cityId: 'city-indore', cityName: 'Indore' }));
    serveShows();
    const { user } = renderMoviesRoute(`${SHOWS}?date=2026-11-25`);

    await screen.findByRole('list', { name: 'Cinemas' });
    expect(cinemaNames()).toEqual(['Cine Yatra Treasure Island | Indore']);
    expect(screen.getByText('Cinemas in', { exact: false })).toHaveTextContent('Cinemas in Indore');
    const others = screen.getByRole('group', { name: 'Playing in other cities' });
    await user.click(within(others).getByRole('button', { name: 'Mumbai' }));
    expect(cinemaNames()).toEqual(['Cine Yatra Phoenix | Mumbai']);
    expect(JSON.parse(localStorage.getItem('city')!)).toEqual({ cityId: 'city-mumbai', cityName: 'Mumbai' });
  });

  it('says No Show Found in a chosen city without shows, with the cities where it plays', async () => {
    localStorage.setItem('city', JSON.stringify({ cityId: 'city-pune', cityName: 'Pune' }));
    serveShows();
    renderMoviesRoute(SHOWS);

    expect(await screen.findByText('No Show Found')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cinemas' })).not.toBeInTheDocument();
    const others = screen.getByRole('group', { name: 'Playing in other cities' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Indore', 'Mumbai']);
  });

  it("shows each timing's seat prices before the seat page", async () => {
    const cinema = aShowCinema('cin-a', 'Cine Yatra Treasure Island', 'Indore', {
      '3-6pm': ['2026-11-24'],
      '9-12pm': ['2026-11-24'],
    });
    cinema.shows[0]!.priceRange = { min: 180, max: 400 };
    cinema.shows[1]!.priceRange = { min: 250, max: 250 };
    serveShows([cinema]);
    renderMoviesRoute(SHOWS);

    const timings = within(await screen.findByRole('list', { name: 'Show timings' }));
    expect(timings.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 PM – 6 PMRs.180 – Rs.400',
      '9 PM – 12 midnightRs.250',
    ]);
  });

  it("says 'Movie not found' for an unknown movie", async () => {
    serveShows();
    renderMoviesRoute('/shows/Nothing/no-such-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Movie not found' })).toBeInTheDocument();
  });
});

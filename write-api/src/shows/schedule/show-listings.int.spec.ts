import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, givenMovie, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import {
  after,
  givenCinema,
  givenCity,
  screenBody,
  showBody,
} from '@cinema/embedded/testing/cinema-test-kit';
import { addCinema } from '../../catalog/cinemas/commands.ts';
import { addShow, makeShowLive } from './commands.ts';

// What a viewer sees: live shows only, dates from today in India, seats as they were at going live.
describe.each(testDatabases())('show listings and seat lists over HTTP on $kind', (database) => {
  let system: TestSystem;
  let now = '2026-12-10T06:00:00.000Z'; // 11:30 in India
  let adminToken: string;
  let movie: Awaited<ReturnType<typeof givenMovie>>;
  let indore: { cinemaId: string; screens: string[]; cityId: string };
  let pune: { cinemaId: string; screens: string[]; cityId: string };
  let liveShow: string;
  let position: string;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(now) } });
    const admin = await accountWithToken(system, 'Admin');
    adminToken = admin.token;
    movie = await givenMovie(system, 'Kantara');
    indore = await givenCinema(system, admin.user._id, (await givenCity(system, 'Indore')).cityId);
    pune = await givenCinema(system, admin.user._id, (await givenCity(system, 'Pune')).cityId);
    await addCinema(
      system.write,
      { cinemaName: 'Empty Hall', pincode: '411001', cityId: pune.cityId },
      admin.user._id,
    );
    const add = (cinema: typeof indore, extra: Parameters<typeof showBody>[2]) =>
      addShow(system.write, showBody(cinema, movie.movieId, extra), admin.user._id);
    // Indore: 3-6pm live from the 10th to the 12th, 9-12am pending. Pune: 9-12pm live, 11th to 13th.
    liveShow = (await add(indore, { showStart: '2026-12-10', showEnd: '2026-12-12' })).show.showId;
    await makeShowLive(system.write, liveShow, admin.user._id);
    await add(indore, { timing: '9-12am' });
    const punes = (await add(pune, { timing: '9-12pm', showStart: '2026-12-11', showEnd: '2026-12-13' }))
      .show;
    position = (await makeShowLive(system.write, punes.showId, admin.user._id)).position;
  });
  afterAll(() => system?.stop());

  const showCinema = (body: unknown) =>
    system.call('POST', '/cinema/getShowCinema', { body, headers: after(position) });
  const seats = (body: unknown) =>
    system.call('POST', '/movie/getMovieCinema', { body, headers: after(position) });
  const datesOf = (cinema: { shows: { timing: string; dates: { date: string }[] }[] }) =>
    cinema.shows.map((s) => [s.timing, s.dates.map((d) => d.date)]);

  it('lists the cinemas with live shows of a movie, the chosen city first, with their dates to come', async () => {
    const response = await showCinema({ movieId: movie.movieId, cityId: pune.cityId });
    expect(response.status).toBe(200);
    expect(response.body.data.movieDetails).toMatchObject({ _id: movie.movieId, movieName: 'Kantara' });
    const cinemas = response.body.data.cinemas;
    expect(cinemas.map((c: { _id: string }) => c._id)).toEqual([pune.cinemaId, indore.cinemaId]);
    expect(datesOf(cinemas[1])).toEqual([['3-6pm', ['2026-12-10', '2026-12-11', '2026-12-12']]]);
    expect(cinemas[1].shows[0]).toMatchObject({ showId: liveShow, screenName: 'Screen-1' });
    expect(cinemas[1].shows[0].dates[0]).toEqual({
      date: '2026-12-10',
      screeningId: `${liveShow}.2026-12-10`,
    });
    expect(cinemas[0].cityId).toEqual({ _id: pune.cityId, cityName: 'Pune' });
  });

  it('answers 404 for an unknown movie and an empty list for a movie nobody shows', async () => {
    const unknown = await showCinema({ movieId: 'no-such-movie' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: 'Movie not found' });
    const other = await givenMovie(system);
    const empty = await system.call('POST', '/cinema/getShowCinema', {
      body: { movieId: other.movieId },
      headers: after(other.position),
    });
    expect(empty.body.data.cinemas).toEqual([]);
  });

  it('lists the seats of the next screening, VIP first, priced in rupees and paise', async () => {
    const response = await seats({ movieId: movie.movieId, cinemaId: indore.cinemaId });
    expect(response.status).toBe(200);
    const screeningId = `${liveShow}.2026-12-10`;
    expect(response.body.screening).toEqual({
      screeningId,
      showId: liveShow,
      date: '2026-12-10',
      timing: '3-6pm',
      startsAt: '2026-12-10T09:30:00.000Z',
      movieId: movie.movieId,
      movieName: 'Kantara',
      cinemaId: indore.cinemaId,
      cinemaName: 'Sapna Sangeeta',
      cityName: 'Indore',
      screenName: 'Screen-1',
      dates: ['2026-12-10', '2026-12-11', '2026-12-12'],
    });
    const list = response.body.data;
    expect(list.map((s: { seatId: { seatNumber: string } }) => s.seatId.seatNumber)).toEqual([
      'V1',
      'V2',
      'B1',
      'B2',
      'B3',
      'B4',
      'R1',
      'R2',
      'R3',
      'R4',
      'R5',
      'R6',
    ]);
    expect(list[0]).toEqual({
      _id: `${screeningId}.V1`,
      status: 'Available',
      seatId: {
        _id: `${indore.screens[0]}.V1`,
        seatType: 'VIP',
        seatPrice: 500,
        seatPricePaise: 50_000,
        seatNumber: 'V1',
      },
    });
    expect(list[2].seatId).toMatchObject({ seatType: 'BALCONY', seatPrice: 250 });
  });

  it('keeps the layout a show went live with after the screen changes; a show made live later gets the new one', async () => {
    const changed = await system.call('POST', '/cinema/updateScreen', {
      body: screenBody(indore.screens[0]!, { regular: 1, bolcony: 1, vip: 1 }),
      token: adminToken,
    });
    expect(changed.status).toBe(200);
    const body = showBody(indore, movie.movieId, {
      timing: '9-12pm',
      showStart: '2026-12-10',
      showEnd: '2026-12-10',
    });
    const later = await system.call('POST', '/show/addShow', { body, token: adminToken });
    const live = await system.call('POST', '/show/liveYourShow', {
      body: { showId: later.body.data.showId },
      token: adminToken,
    });
    position = live.body.position;
    expect(
      (await seats({ movieId: movie.movieId, cinemaId: indore.cinemaId, timing: '3-6pm' })).body.data,
    ).toHaveLength(12);
    const newer = await seats({ movieId: movie.movieId, cinemaId: indore.cinemaId, timing: '9-12pm' });
    expect(newer.body.data.map((s: { seatId: { seatNumber: string } }) => s.seatId.seatNumber)).toEqual([
      'V1',
      'B1',
      'R1',
    ]);
  });

  it('picks the screening of a given date, and answers 404 when there is none to come', async () => {
    const dated = await seats({
      movieId: movie.movieId,
      cinemaId: indore.cinemaId,
      timing: '3-6pm',
      date: '2026-12-11',
    });
    expect(dated.body.screening).toMatchObject({ date: '2026-12-11', screeningId: `${liveShow}.2026-12-11` });
    for (const body of [
      { movieId: movie.movieId, cinemaId: indore.cinemaId, date: '2026-12-25' },
      { movieId: movie.movieId, cinemaId: indore.cinemaId, timing: '9-12am' }, // pending, not live
      { movieId: movie.movieId, cinemaId: 'no-such-cinema' },
    ]) {
      const none = await seats(body);
      expect(none.status).toBe(404);
      expect(none.body).toMatchObject({ success: false, message: SERVER_MESSAGES.noUpcomingScreening });
    }
  });

  it('drops the dates that have passed in India', async () => {
    now = '2026-12-11T20:00:00.000Z'; // 01:30 on the 12th in India
    const response = await showCinema({ movieId: movie.movieId });
    const [indoreCinema] = response.body.data.cinemas.filter(
      (c: { _id: string }) => c._id === indore.cinemaId,
    );
    expect(datesOf(indoreCinema)).toEqual([['3-6pm', ['2026-12-12']]]);
    const next = await seats({ movieId: movie.movieId, cinemaId: indore.cinemaId });
    expect(next.body.screening).toMatchObject({ date: '2026-12-12', dates: ['2026-12-12'] });
    const past = await seats({ movieId: movie.movieId, cinemaId: indore.cinemaId, date: '2026-12-10' });
    expect(past.status).toBe(404);
  });
});

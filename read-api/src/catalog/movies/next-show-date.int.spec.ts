import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, getAllMoviesResponse, getMovieDetailsResponse, POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { givenMovie, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';

/** India is 5:30 ahead of UTC: `hhmm` in India on `date`, as an instant. */
const inIndia = (date: string, hhmm: string) => Date.parse(`${date}T${hhmm}:00.000Z`) - 5.5 * 3_600_000;

describe.each(testDatabases())('the first date a movie can be booked for on $kind', (database) => {
  let system: TestSystem;
  let now = Date.now();
  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(now) } });
  });
  afterAll(() => system?.stop());

  const listed = async (movieId: string, position: string) => {
    const response = await system.call('GET', '/movie/getAllMovies', {
      headers: { [POSITION_HEADER]: position },
    });
    expect(response.status).toBe(200);
    return getAllMoviesResponse.parse(response.body).data.find((m) => m._id === movieId)!;
  };
  const details = async (movieId: string, position: string) => {
    const response = await system.call('POST', '/movie/getMovieDetails', {
      body: { movieId },
      headers: { [POSITION_HEADER]: position },
    });
    expect(response.status).toBe(200);
    return getMovieDetailsResponse.parse(response.body).data;
  };

  it("names a movie's first date with a show still to begin, in the list and its details", async () => {
    // A 9 am show on two days from the day after tomorrow.
    const screening = await givenLiveScreening(system, { timing: '9-12am', daysAhead: 2, days: 2 });
    const { movieId, position, date } = screening;
    expect((await listed(movieId, position)).nextShowDate).toBe(date);
    expect((await details(movieId, position)).nextShowDate).toBe(date);

    const before = now;
    try {
      now = inIndia(date, '08:00'); // the first show starts in an hour
      expect((await listed(movieId, position)).nextShowDate).toBe(date);
      now = inIndia(date, '09:30'); // it began half an hour ago: the next day's is the first to book
      expect((await listed(movieId, position)).nextShowDate).toBe(addDays(date, 1));
      expect((await details(movieId, position)).nextShowDate).toBe(addDays(date, 1));
      now = inIndia(addDays(date, 1), '10:00'); // every show has begun
      expect((await listed(movieId, position)).nextShowDate).toBeUndefined();
    } finally {
      now = before;
    }
  });

  it('leaves it out for a movie with no live show (the spec fields are as before)', async () => {
    const movie = await givenMovie(system);
    const item = await listed(movie.movieId, movie.position);
    expect(item.movieName).toBe(movie.movieName);
    expect(item).not.toHaveProperty('nextShowDate');
    expect(await details(movie.movieId, movie.position)).toEqual(item);
  });
});

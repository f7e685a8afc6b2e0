import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SERVER_MESSAGES } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, countEvents, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import {
  fetchMedia,
  getAllMovies,
  getMovieDetails,
  movieFields,
  movieForm,
  photoJpeg,
  plainImage,
  send,
  type Answer,
  type ListStyle,
} from '@cinema/embedded/testing/movie-test-kit';

describe.each(testDatabases())('movies over HTTP on $kind', (database) => {
  let system: TestSystem;
  let token: string;
  let photo: Buffer;
  let banner: Buffer;
  let added: Answer;

  beforeAll(async () => {
    system = await startTestSystem(database);
    token = (await accountWithToken(system, 'SuperAdmin')).token;
    [photo, banner] = await Promise.all([photoJpeg(), plainImage('png', 2000, 800)]);
    const files = {
      thumbnailImage: { bytes: photo, filename: 'poster.jpg' },
      bannerImage: { bytes: banner, filename: 'banner.png', type: 'image/png' },
    };
    added = await send(system, 'POST', '/movie/addMovie', movieForm(movieFields(), files), { token });
  });
  afterAll(() => system?.stop());

  const add = (fields: Record<string, unknown>, style: ListStyle = 'repeated') =>
    send(system, 'POST', '/movie/addMovie', movieForm(fields, imageFiles(), style), { token });
  const imageFiles = () => ({
    thumbnailImage: { bytes: banner, filename: 't.png', type: 'image/png' },
    bannerImage: { bytes: banner, filename: 'b.png', type: 'image/png' },
  });
  const update = (movieId: string, form: FormData | Record<string, unknown>, ifMatch?: string) =>
    send(
      system,
      'PUT',
      '/movie/updatemovie',
      form instanceof FormData ? (form.set('movieId', movieId), form) : { ...form, movieId },
      {
        token,
        headers: ifMatch ? { 'If-Match': ifMatch } : {},
      },
    );

  it('a SuperAdmin adds a movie with images; details and the list show it in the spec’s shape', async () => {
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      message: SERVER_MESSAGES.movieAdded,
      data: { version: 1 },
    });
    expect(added.headers.get('etag')).toBe('W/"1"');
    const movie = added.body.data;
    expect(movie).toMatchObject({ ...movieFields(), _id: expect.any(String) });
    expect(movie.thumbnail).toMatch(/^\/media\/[0-9a-f]{32}-480\.jpg$/);
    expect(movie.banner).toMatch(/^\/media\/[0-9a-f]{32}-1920\.jpg$/);
    expect(movie.images.banner.srcSet.split(', ')).toHaveLength(3);

    const details = await getMovieDetails(system, movie._id, added.body.position);
    expect(details.status).toBe(200);
    expect(details.body).toEqual({ success: true, message: SERVER_MESSAGES.movieFetched, data: movie });
    expect(details.headers.get('etag')).toBe('W/"1"');
    expect((await getAllMovies(system, added.body.position)).body.data).toContainEqual(movie);
  });

  it('serves every width as WebP and JPEG, cached as immutable, upright and without EXIF or GPS', async () => {
    const { thumbnail } = added.body.data.images;
    const urls = `${thumbnail.srcSet}, ${thumbnail.fallbackSrcSet}`
      .split(', ')
      .map((s: string) => s.split(' ')[0]!);
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      const file = await fetchMedia(system, url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/jpeg');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe(url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect({ exif: meta.exif, orientation: meta.orientation }).toEqual({
        exif: undefined,
        orientation: undefined,
      });
      expect(file.bytes.includes('Private Owner')).toBe(false);
      // The photo was 1000×600 pixels turned by EXIF: served upright, as portrait.
      expect(meta.height).toBeGreaterThan(meta.width);
    }
    expect(photo.includes('Private Owner')).toBe(true);
    expect((await fetchMedia(system, thumbnail.src, 'HEAD')).status).toBe(200);
  });

  it.each([
    '/media/nothing-here.jpg',
    `/media/${'0'.repeat(32)}-480.jpg`,
    '/media/..%2f..%2fpackage.json',
    '/media/',
  ])('answers %s with a 404, never the app page or a file outside the store', async (path) => {
    const answer = await fetchMedia(system, path);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  });

  it.each<ListStyle>(['json', 'brackets'])('reads lists sent as %s fields', async (style) => {
    const answer = await add(movieFields({ movieName: `Lists as ${style}` }), style);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject(movieFields({ movieName: `Lists as ${style}` }));
  });

  it('accepts WebP uploads and never enlarges a small image', async () => {
    const small = await plainImage('webp', 200, 300);
    const files = {
      thumbnailImage: { bytes: small, filename: 'small.webp', type: 'image/webp' },
      bannerImage: { bytes: small, filename: 'small.webp', type: 'image/webp' },
    };
    const answer = await send(system, 'POST', '/movie/addMovie', movieForm(movieFields(), files), { token });
    expect(answer.status).toBe(201);
    expect(answer.body.data.images.banner).toMatchObject({ width: 200, height: 300 });
    expect(answer.body.data.banner).toMatch(/-200\.jpg$/);
  });

  it('lists movies newest release first, then by name', async () => {
    const names = ['Zeta', 'alpha', 'Old'];
    const dates = ['2031-01-01', '2031-01-01', '1999-01-01'];
    let position = '';
    for (const [i, movieName] of names.entries())
      position = (await add(movieFields({ movieName, releaseDate: dates[i] }))).body.position;
    const listed = (await getAllMovies(system, position)).body.data.map(
      (m: { movieName: string }) => m.movieName,
    );
    expect(listed.slice(0, 2)).toEqual(['alpha', 'Zeta']);
    expect(listed.at(-1)).toBe('Old');
  });

  it('updates with the right version: fields change, images kept when none are sent', async () => {
    const movie = (await add(movieFields({ movieName: 'Before' }))).body.data;
    const answer = await update(movie._id, movieForm(movieFields({ movieName: 'After' }), {}), 'W/"1"');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: SERVER_MESSAGES.movieUpdated });
    expect(answer.body.data).toMatchObject({
      movieName: 'After',
      version: 2,
      thumbnail: movie.thumbnail,
      banner: movie.banner,
    });
    expect(answer.headers.get('etag')).toBe('W/"2"');
    const details = await getMovieDetails(system, movie._id, answer.body.position);
    expect(details.body.data).toEqual(answer.body.data);
    expect(details.headers.get('etag')).toBe('W/"2"');
  });

  it('replaces only the image that was sent, and takes "2" and 2 as versions too', async () => {
    const movie = (await add(movieFields({ movieName: 'Posters' }))).body.data;
    const first = await update(movie._id, movieForm(movieFields(), {}), '"1"');
    expect(first.status).toBe(200);
    const newBanner = { bytes: await plainImage('jpeg', 900, 400, '#0a0'), filename: 'new.jpg' };
    const second = await update(movie._id, movieForm(movieFields(), { bannerImage: newBanner }), '2');
    expect(second.status).toBe(200);
    expect(second.body.data.version).toBe(3);
    expect(second.body.data.thumbnail).toBe(movie.thumbnail);
    expect(second.body.data.banner).not.toBe(movie.banner);
    expect((await fetchMedia(system, second.body.data.banner)).status).toBe(200);
  });

  it('refuses an update from a stale version with 412 and changes nothing', async () => {
    const movie = (await add(movieFields({ movieName: 'Contested' }))).body.data;
    const saved = await update(movie._id, movieFields({ movieName: 'First save' }), 'W/"1"');
    expect(saved.status).toBe(200);
    const before = await countEvents(system);
    const stale = await update(movie._id, movieFields({ movieName: 'Second save' }), 'W/"1"');
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ success: false, message: SERVER_MESSAGES.staleVersion });
    expect(await countEvents(system)).toBe(before);
    const details = await getMovieDetails(system, movie._id, saved.body.position);
    expect(details.body.data).toMatchObject({ movieName: 'First save', version: 2 });
  });

  it('adds once for a retried upload with the same Idempotency-Key', async () => {
    const retry = (files = imageFiles()) =>
      send(system, 'POST', '/movie/addMovie', movieForm(movieFields({ movieName: 'Retried' }), files), {
        token,
        headers: { 'Idempotency-Key': 'add-retried-movie' },
      });
    const first = await retry();
    const before = await countEvents(system);
    const second = await retry();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(await countEvents(system)).toBe(before);
    // The same key with another picture is another request: refused, not replayed.
    const otherBanner = {
      bytes: await plainImage('png', 2000, 800, '#0f0'),
      filename: 'b.png',
      type: 'image/png',
    };
    expect((await retry({ ...imageFiles(), bannerImage: otherBanner })).status).toBe(422);
  });

  it('updates from a JSON body without images, keeping both', async () => {
    const movie = (await add(movieFields({ movieName: 'Json edit' }))).body.data;
    const answer = await update(movie._id, movieFields({ movieName: 'Json edited', cast: ['Someone New'] }));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      cast: ['Someone New'],
      thumbnail: movie.thumbnail,
      banner: movie.banner,
    });
  });
});

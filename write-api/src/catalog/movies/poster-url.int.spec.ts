import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SERVER_MESSAGES } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, countEvents, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { isPublicAddress, posterFetcher } from '../../infra/media/fetch-poster.ts';
import { opensslAvailable, startPosterHost, type PosterHost } from '../../infra/media/poster-host-kit.ts';
import { fetchMedia, getMovieDetails, movieFields, send } from '@cinema/embedded/testing/movie-test-kit';

/*
 * The original API's Add Movie sends its images as URLs in JSON. The server fetches them from the
 * hosts its operator allows and treats them as uploads. No internet here: the image host is a
 * local HTTPS server, which this test (and only a test) lets the fetcher reach on 127.0.0.1.
 */
describe.skipIf(!opensslAvailable).each(testDatabases())('movie images given by URL on $kind', (database) => {
  let system: TestSystem;
  let host: PosterHost;
  let token: string;
  let poster: Buffer;
  let banner: Buffer;

  beforeAll(async () => {
    [poster, banner] = await Promise.all([
      sharp({ create: { width: 600, height: 900, channels: 3, background: '#a3c' } })
        .png()
        .toBuffer(),
      sharp({ create: { width: 1600, height: 600, channels: 3, background: '#3ac' } })
        .webp()
        .toBuffer(),
    ]);
    host = await startPosterHost(['posters.test'], {
      '/poster.png': (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(poster),
      '/banner': (_req, res) => void res.writeHead(200, { 'content-type': 'image/jpeg' }).end(banner),
      '/page.html': (_req, res) =>
        void res.writeHead(200, { 'content-type': 'image/png' }).end('<html></html>'),
    });
    system = await startTestSystem(database, {
      overrides: {
        posterFetcher: posterFetcher({
          hosts: ['posters.test'],
          resolve: async (name) => (name === 'posters.test' ? [{ address: '127.0.0.1', family: 4 }] : []),
          addressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
          ca: host.ca,
        }),
      },
    });
    token = (await accountWithToken(system, 'SuperAdmin')).token;
  });
  afterAll(async () => {
    await system?.stop();
    await host?.close();
  });

  const addByUrl = (thumbnailImage: string, bannerImage: string, name = `By URL ${Date.now()}`) =>
    send(system, 'POST', '/movie/addMovie', movieFields({ movieName: name, thumbnailImage, bannerImage }), {
      token,
    });

  it('fetches, checks and re-encodes them like uploads', async () => {
    const added = await addByUrl(
      host.url('posters.test', '/poster.png'),
      host.url('posters.test', '/banner'),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const { images } = added.body.data;
    expect(images.thumbnail).toMatchObject({ width: 480, height: 720 });
    expect(images.banner).toMatchObject({ width: 1280, height: 480 });
    const served = await fetchMedia(system, images.thumbnail.src);
    expect(served.status).toBe(200);
    expect((await sharp(served.bytes).metadata()).format).toBe('jpeg'); // the PNG was re-encoded
    expect(host.requests).toEqual([
      `posters.test:${host.port}/poster.png`,
      `posters.test:${host.port}/banner`,
    ]);

    // The client sends its URLs back with an update: the images are kept, nothing is fetched.
    const requests = host.requests.length;
    const updated = await send(
      system,
      'PUT',
      '/movie/updatemovie',
      {
        ...movieFields({ movieName: added.body.data.movieName, summary: 'Updated.' }),
        movieId: added.body.data._id,
        thumbnailImage: added.body.data.thumbnail,
        bannerImage: added.body.data.banner,
      },
      { token },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.images).toEqual(images);
    expect(host.requests.length).toBe(requests);
    const details = await getMovieDetails(system, added.body.data._id, updated.body.position);
    expect(details.body.data).toMatchObject({ summary: 'Updated.', thumbnail: images.thumbnail.src });
  });

  it('refuses what is not an image, and URLs of hosts not allowed, storing nothing', async () => {
    const before = await countEvents(system);
    const html = await addByUrl(host.url('posters.test', '/page.html'), host.url('posters.test', '/banner'));
    expect(html).toMatchObject({ status: 415, body: { code: 'IMAGE_TYPE' } });
    for (const url of [
      `https://elsewhere.test:${host.port}/poster.png`,
      `http://posters.test:${host.port}/poster.png`,
      `https://127.0.0.1:${host.port}/poster.png`,
    ]) {
      const answer = await addByUrl(url, host.url('posters.test', '/banner'));
      expect(answer, url).toMatchObject({
        status: 400,
        body: { code: 'IMAGE_URL_REFUSED', message: SERVER_MESSAGES.imageUrlRefused },
      });
    }
    expect(await countEvents(system)).toBe(before);
  });
});

describe.each(testDatabases())('movie images by URL without POSTER_URL_HOSTS on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => {
    system = await startTestSystem(database);
  });
  afterAll(() => system?.stop());

  it('refuses every image URL by default, before fetching anything', async () => {
    const { token } = await accountWithToken(system, 'SuperAdmin');
    const before = await countEvents(system);
    const answer = await send(
      system,
      'POST',
      '/movie/addMovie',
      movieFields({
        thumbnailImage: 'https://image.tmdb.org/t/p/w500/poster.jpg',
        bannerImage: 'https://image.tmdb.org/t/p/original/banner.jpg',
      }),
      { token },
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 'IMAGE_URL_REFUSED' } });
    expect(await countEvents(system)).toBe(before);
  });
});

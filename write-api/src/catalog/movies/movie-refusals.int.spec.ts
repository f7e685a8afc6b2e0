import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SERVER_MESSAGES, VALIDATION } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { countEvents, startTestSystem, tokensForEveryRole, type TestSystem } from '@cinema/embedded/testing';
import type { AccountType } from '@cinema/contracts';
import { MULTIPART_MESSAGES } from '@cinema/server-kit';
import {
  getMovieDetails,
  LIST_FIELDS,
  movieFields,
  movieForm,
  plainImage,
  send,
  type FileField,
} from '@cinema/embedded/testing/movie-test-kit';

/** A 300 kB PNG of 10,000 × 10,000 pixels (made once: it takes a moment). */
let bombPng: Promise<Buffer> | undefined;
const bomb = () =>
  (bombPng ??= sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
    .png({ compressionLevel: 9 })
    .toBuffer());

// Every refusal answers a clear 4xx and leaves the event log exactly as it was.
describe.each(testDatabases())('movie requests refused on $kind', (database) => {
  let system: TestSystem;
  let tokens: Record<AccountType, string>;
  let png: Buffer;
  let movieId: string;

  beforeAll(async () => {
    system = await startTestSystem(database);
    tokens = await tokensForEveryRole(system);
    png = await plainImage('png', 300, 200);
    const added = await send(system, 'POST', '/movie/addMovie', movieForm(movieFields(), images()), {
      token: tokens.SuperAdmin,
    });
    movieId = added.body.data._id;
  });
  afterAll(() => system?.stop());

  const images = (extra: Record<string, FileField> = {}) => ({
    thumbnailImage: { bytes: png, filename: 't.png', type: 'image/png' },
    bannerImage: { bytes: png, filename: 'b.png', type: 'image/png' },
    ...extra,
  });
  const addForm = (
    form: FormData | Record<string, unknown>,
    as: { token?: string } = { token: tokens.SuperAdmin },
  ) => send(system, 'POST', '/movie/addMovie', form, as);
  /** The answer to `request`, which must not have written a single event. */
  const refused = async (request: () => Promise<{ status: number; body: any }>) => {
    const before = await countEvents(system);
    const answer = await request();
    expect(answer.body?.success).toBe(false);
    expect(await countEvents(system)).toBe(before);
    return answer;
  };

  it('refuses a JSON body: images are required', async () => {
    const answer = await refused(() =>
      addForm(movieFields({ thumbnailImage: 'x.jpg', bannerImage: 'y.jpg' })),
    );
    expect(answer).toMatchObject({ status: 400, body: { message: SERVER_MESSAGES.imagesRequired } });
  });

  it('refuses a form without a banner', async () => {
    const { thumbnailImage } = images();
    const answer = await refused(() => addForm(movieForm(movieFields(), { thumbnailImage })));
    expect(answer).toMatchObject({ status: 400, body: { message: SERVER_MESSAGES.imagesRequired } });
  });

  it.each([
    [
      'a GIF',
      async () => ({ bytes: await plainImage('gif', 50, 50), filename: 'anim.gif', type: 'image/gif' }),
    ],
    [
      'a text file named .jpg',
      async () => ({ bytes: Buffer.from('not a picture at all'), filename: 'x.jpg' }),
    ],
    [
      'a truncated JPEG',
      async () => ({ bytes: (await plainImage('jpeg')).subarray(0, 300), filename: 'cut.jpg' }),
    ],
    [
      'an SVG',
      async () => ({ bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), filename: 's.png' }),
    ],
  ])('refuses %s by its content with 415', async (_what, file) => {
    const bannerImage = await file();
    const answer = await refused(() => addForm(movieForm(movieFields(), images({ bannerImage }))));
    expect(answer).toMatchObject({ status: 415, body: { message: SERVER_MESSAGES.imageType } });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const bannerImage = { bytes: randomBytes(5 * 1024 * 1024 + 1), filename: 'huge.jpg' };
    const answer = await refused(() => addForm(movieForm(movieFields(), images({ bannerImage }))));
    expect(answer).toMatchObject({ status: 413, body: { message: SERVER_MESSAGES.imageTooLarge } });
  });

  it('refuses a small file that declares 100 megapixels before decoding it', async () => {
    const bannerImage = { bytes: await bomb(), filename: 'bomb.png', type: 'image/png' };
    const answer = await refused(() => addForm(movieForm(movieFields(), images({ bannerImage }))));
    expect(answer).toMatchObject({ status: 413, body: { message: SERVER_MESSAGES.imageTooManyPixels } });
  });

  it.each(LIST_FIELDS.filter((f) => f !== 'categories'))('refuses a movie without %s', async (list) => {
    const answer = await refused(() => addForm(movieForm(movieFields({ [list]: [] }), images())));
    expect(answer).toMatchObject({ status: 400, body: { message: VALIDATION.allFieldsRequired } });
  });

  it('refuses a crew member without a profession', async () => {
    const crew = [{ name: 'Nag Ashwin', profession: '' }];
    const answer = await refused(() => addForm(movieForm(movieFields({ crew }), images())));
    expect(answer).toMatchObject({ status: 400, body: { message: VALIDATION.bothFieldsRequired } });
  });

  it('refuses a file under a field that is not an image field', async () => {
    const posterImage = { bytes: png, filename: 'p.png', type: 'image/png' };
    const answer = await refused(() => addForm(movieForm(movieFields(), images({ posterImage }))));
    expect(answer).toMatchObject({ status: 400, body: { message: MULTIPART_MESSAGES.unexpectedFile } });
  });

  it('refuses two thumbnails', async () => {
    const form = movieForm(movieFields(), images());
    form.append('thumbnailImage', new Blob([png], { type: 'image/png' }), 'again.png');
    const answer = await refused(() => addForm(form));
    expect(answer).toMatchObject({ status: 400, body: { message: MULTIPART_MESSAGES.unexpectedFile } });
  });

  it('refuses text with a control character in a form field', async () => {
    const answer = await refused(() =>
      addForm(movieForm(movieFields({ summary: 'Bad\u0000text' }), images())),
    );
    expect(answer.status).toBe(400);
  });

  it.each([
    [
      'a malformed body',
      'multipart/form-data; boundary=x',
      {},
      '--x\r\nContent-Disposition: form-data\r\n\r\nv',
    ],
    ['no boundary', 'multipart/form-data', {}, '--x--'],
    ['a compressed body', 'multipart/form-data; boundary=x', { 'Content-Encoding': 'gzip' }, '--x--'],
  ])('answers multipart with %s with a 4xx', async (_what, type, headers, body) => {
    const answer = await refused(async () => {
      const response = await fetch(`${system.url}/api/v1/movie/addMovie`, {
        method: 'POST',
        headers: { 'Content-Type': type, Authorization: `Bearer ${tokens.SuperAdmin}`, ...headers },
        body,
      });
      return { status: response.status, body: await response.json() };
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it.each([
    ['anonymous', undefined, 401],
    ['a Viewer', 'Viewer', 403],
    ['an Admin', 'Admin', 403],
  ] as const)('refuses %s adding or updating a movie', async (_who, role, status) => {
    const token = role && tokens[role];
    const add = await refused(() => addForm(movieForm(movieFields(), images()), { token }));
    expect(add.status).toBe(status);
    const update = await refused(() =>
      send(system, 'PUT', '/movie/updatemovie', movieForm(movieFields({ movieId }), images()), { token }),
    );
    expect(update.status).toBe(status);
  });

  it('refuses to update a movie that does not exist', async () => {
    const answer = await refused(() =>
      send(system, 'PUT', '/movie/updatemovie', movieFields({ movieId: 'no-such-movie' }), {
        token: tokens.SuperAdmin,
      }),
    );
    expect(answer).toMatchObject({ status: 404, body: { message: SERVER_MESSAGES.movieNotFound } });
  });

  it('refuses an If-Match that is not a version', async () => {
    const answer = await refused(() =>
      send(system, 'PUT', '/movie/updatemovie', movieFields({ movieId }), {
        token: tokens.SuperAdmin,
        headers: { 'If-Match': 'W/"abc"' },
      }),
    );
    expect(answer.status).toBe(400);
  });

  it('answers the details of an unknown movie with 404 Movie not found', async () => {
    const answer = await getMovieDetails(system, 'no-such-movie');
    expect(answer).toMatchObject({ status: 404, body: { success: false, message: 'Movie not found' } });
  });
});

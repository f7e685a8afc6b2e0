// Helpers of the movies API specs: real image files and real multipart requests.
import sharp from 'sharp';
import { API_BASE, POSITION_HEADER } from '@cinema/contracts';
import type { TestSystem } from '../index.ts';

/** A photo as phones take it: landscape pixels, EXIF orientation 6 (upright = portrait), GPS, owner. */
export const photoJpeg = (width = 1000, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#b33' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Private Owner', Artist: 'Private Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 43/1 0/1' },
    })
    .toBuffer();

export const plainImage = (
  format: 'png' | 'webp' | 'gif' | 'jpeg',
  width = 700,
  height = 300,
  colour = '#36c',
) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

export interface FileField {
  bytes: Uint8Array;
  filename: string;
  type?: string;
}

export type ListStyle = 'repeated' | 'json' | 'brackets';

export const LIST_FIELDS = ['categories', 'genres', 'cast', 'crew', 'supportingLanguages'] as const;

/** A movie's fields, as the SPA's add form fills them in. */
export const movieFields = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  movieName: 'Kalki 2898 AD',
  categories: ['South'],
  releaseDate: '2026-06-27',
  summary: 'A mythological science-fiction epic.',
  genres: ['Action', 'Sci-Fi'],
  cast: ['Prabhas', 'Deepika Padukone'],
  crew: [{ name: 'Nag Ashwin', profession: 'Director' }],
  supportingLanguages: ['Telugu', 'Hindi'],
  ...extra,
});

/** The fields and files as multipart form data, lists spelled as `style` says. */
export function movieForm(
  fields: Record<string, unknown>,
  files: Record<string, FileField>,
  style: ListStyle = 'repeated',
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (!Array.isArray(value)) form.append(name, String(value));
    else if (style === 'json') form.append(name, JSON.stringify(value));
    else
      for (const item of value)
        form.append(
          style === 'brackets' ? `${name}[]` : name,
          typeof item === 'string' ? item : JSON.stringify(item),
        );
  }
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }), file.filename);
  return form;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/** POST/PUT a form (or a JSON object) to an API path over real HTTP. */
export async function send(
  system: TestSystem,
  method: 'POST' | 'PUT',
  path: string,
  body: FormData | Record<string, unknown>,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const json = !(body instanceof FormData);
  const response = await fetch(`${system.url}${API_BASE}${path}`, {
    method,
    headers: {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: json ? JSON.stringify(body) : body,
  });
  return {
    status: response.status,
    body: await response.json().catch(() => null),
    headers: response.headers,
  };
}

export const getAllMovies = (system: TestSystem, position?: string) =>
  system.call('GET', '/movie/getAllMovies', position ? { headers: { [POSITION_HEADER]: position } } : {});

export const getMovieDetails = (system: TestSystem, movieId: string, position?: string) =>
  system.call('POST', '/movie/getMovieDetails', {
    body: { movieId },
    ...(position ? { headers: { [POSITION_HEADER]: position } } : {}),
  });

/** A served media file: status, headers and bytes. */
export async function fetchMedia(system: TestSystem, url: string, method = 'GET') {
  const response = await fetch(`${system.url}${url}`, { method });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

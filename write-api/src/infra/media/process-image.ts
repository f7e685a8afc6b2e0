import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { ImageAsset } from '@cinema/contracts';
import { MEDIA_CONTENT_TYPES } from '@cinema/server-kit';
import { ImageTooLargeError, ImageTypeError } from './image-errors.ts';

export type ImageKind = 'thumbnail' | 'banner';

/** Responsive widths per kind; only those no wider than the original are made (at least one). */
export const IMAGE_WIDTHS: Record<ImageKind, readonly number[]> = {
  thumbnail: [240, 480],
  banner: [640, 1280, 1920],
};
/** Decompression-bomb guard: a small file may declare a huge canvas; refuse before decoding it. */
export const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Bumped when the output changes (widths, quality), so new uploads get new immutable names.
const PIPELINE_VERSION = 'v1';

export interface MediaFile {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}
export interface ProcessedImage {
  asset: ImageAsset;
  files: MediaFile[];
}

// failOn 'error', not the stricter 'warning': cameras write harmless oddities (extraneous bytes)
// that 'warning' refuses; truncated or corrupt data still fails.
const input = (bytes: Uint8Array): Sharp =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } satisfies SharpOptions);

/**
 * Re-encodes an upload: the content must be JPEG, PNG or WebP (as decoded, not as named); it is
 * turned upright by its EXIF orientation, stripped of all metadata (EXIF, GPS, XMP, ICC: sRGB),
 * resized down (never up) to the kind's widths and written as WebP plus a JPEG fallback. The id
 * is a hash of the input bytes: the same upload always gives the same names.
 */
export async function processImage(bytes: Uint8Array, kind: ImageKind): Promise<ProcessedImage> {
  const { format, width } = await readHeader(bytes);
  const widths = IMAGE_WIDTHS[kind].filter((w) => w <= width);
  if (widths.length === 0) widths.push(width);
  const id = createHash('sha256').update(PIPELINE_VERSION).update(bytes).digest('hex').slice(0, 32);
  const largest = Math.max(...widths);
  // Decoded once, upright and at the largest width; each output is resized from that.
  const upright = await input(bytes)
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeError(error, format);
    });
  const { info } = upright;
  const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 };
  const files: MediaFile[] = [];
  for (const w of widths) {
    const resized = () => sharp(upright.data, { raw }).resize({ width: w, withoutEnlargement: true });
    files.push(await encode(`${id}-${w}.webp`, resized().webp({ quality: 80 })));
    files.push(
      await encode(
        `${id}-${w}.jpg`,
        resized().flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
      ),
    );
  }
  return {
    asset: { id, width: raw.width, height: raw.height, widths },
    files,
  };
}

/** Format and upright size from the header, before any pixel is decoded. */
async function readHeader(bytes: Uint8Array) {
  let metadata: Metadata;
  try {
    metadata = await input(bytes).metadata();
  } catch (error) {
    throw decodeError(error, undefined);
  }
  const { format, autoOrient } = metadata;
  if (!ACCEPTED_FORMATS.has(format)) throw new ImageTypeError(format);
  if (autoOrient.width * autoOrient.height > MAX_INPUT_PIXELS) throw new ImageTooLargeError('pixels');
  return { format, width: autoOrient.width };
}

async function encode(name: string, pipeline: Sharp): Promise<MediaFile> {
  const extension = name.endsWith('.webp') ? 'webp' : 'jpg';
  return { name, bytes: await pipeline.toBuffer(), contentType: MEDIA_CONTENT_TYPES[extension] };
}

function decodeError(error: unknown, format: string | undefined) {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? new ImageTooLargeError('pixels') : new ImageTypeError(format);
}

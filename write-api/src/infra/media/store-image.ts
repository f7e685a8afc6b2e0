import { MOVIE_LIMITS, type ImageAsset } from '@cinema/contracts';
import type { MediaStore } from '@cinema/server-kit';
import { ImageTooLargeError } from './image-errors.ts';
import { processImage, type ImageKind } from './process-image.ts';

/**
 * Checks, re-encodes and stores one uploaded image, and answers the asset an event may then name:
 * every file is stored before this returns, so no event ever points at a missing file.
 */
export async function storeImage(media: MediaStore, bytes: Uint8Array, kind: ImageKind): Promise<ImageAsset> {
  if (bytes.byteLength > MOVIE_LIMITS.imageBytes) throw new ImageTooLargeError('bytes');
  const { asset, files } = await processImage(bytes, kind);
  await Promise.all(files.map((file) => media.put(file.name, file.bytes, file.contentType)));
  return asset;
}

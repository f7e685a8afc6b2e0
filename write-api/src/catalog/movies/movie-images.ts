import { MEDIA_PATH, type ImageAsset, type UploadedFile } from '@cinema/contracts';
import { mediaContentType } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { ImageUrlRefusedError } from '../../infra/media/fetch-poster.ts';
import type { ImageKind } from '../../infra/media/process-image.ts';
import { storeImage } from '../../infra/media/store-image.ts';

/** An image as a request gives it: uploaded bytes, or a URL (the original API's Add Movie sends URLs). */
export type ImageSource = Uint8Array | string;

/**
 * A request's image field as a source: a file's bytes, a URL (absolute, or this API's /media), or
 * nothing: absent, empty, or text that names no image we could get (a bare file name).
 */
export function imageSource(field: UploadedFile | string | undefined): ImageSource | undefined {
  if (field === undefined) return undefined;
  if (typeof field !== 'string') return field.buffer;
  return /^[a-z][a-z0-9+.-]*:/i.test(field) || field.startsWith(`${MEDIA_PATH}/`) ? field : undefined;
}

/**
 * The stored asset of an image source. Bytes and fetched URLs go through the upload pipeline
 * (size, sniffed type, re-encoding). A URL of this API's own /media (relative, or under PUBLIC_URL:
 * a client sending back the movie's URLs on update) is `current` when it names it, else that stored
 * file is taken as an upload; it is never fetched over the network.
 */
export async function storedImage(
  deps: Pick<WriteDeps, 'media' | 'publicUrl' | 'posterFetcher'>,
  source: ImageSource,
  kind: ImageKind,
  current?: ImageAsset,
): Promise<ImageAsset> {
  if (typeof source !== 'string') return storeImage(deps.media, source, kind);
  const own = ownMediaName(source, deps.publicUrl);
  if (own) {
    if (current && own.startsWith(`${current.id}-`)) return current;
    const stored = await deps.media.get(own);
    if (!stored) throw new ImageUrlRefusedError(`no image ${own} here`);
    return storeImage(deps.media, stored.bytes, kind);
  }
  if (!deps.posterFetcher) throw new ImageUrlRefusedError('images by URL are off');
  return storeImage(deps.media, await deps.posterFetcher(source), kind);
}

/** The media file a URL of this API names (`/media/<name>`, or under PUBLIC_URL), else null. */
function ownMediaName(url: string, publicUrl: string | undefined): string | null {
  const path = url.startsWith('/')
    ? url
    : publicUrl && url.startsWith(`${publicUrl}/`)
      ? url.slice(publicUrl.length)
      : null;
  if (!path?.startsWith(`${MEDIA_PATH}/`)) return null;
  const name = path.slice(MEDIA_PATH.length + 1);
  return mediaContentType(name) ? name : null;
}

import { IMAGE_TYPES, MOVIE_LIMITS, SERVER_MESSAGES } from '@cinema/contracts/browser';

/** The server's own texts for a file it would refuse (415, 413), checked before uploading. */
export function checkImage(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return SERVER_MESSAGES.imageType;
  if (file.size > MOVIE_LIMITS.imageBytes) return SERVER_MESSAGES.imageTooLarge;
  return null;
}

import { SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';

/** Not a JPEG, PNG or WebP by its content (whatever its name or declared type), or unreadable. */
export class ImageTypeError extends DomainError {
  constructor(readonly detected: string | undefined) {
    super('IMAGE_TYPE', SERVER_MESSAGES.imageType);
  }
}

/** Over MOVIE_LIMITS.imageBytes, or more pixels than the server will decode. */
export class ImageTooLargeError extends DomainError {
  constructor(readonly limit: 'bytes' | 'pixels') {
    super(
      'IMAGE_TOO_LARGE',
      limit === 'bytes' ? SERVER_MESSAGES.imageTooLarge : SERVER_MESSAGES.imageTooManyPixels,
    );
  }
}

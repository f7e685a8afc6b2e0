import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import multer, { MulterError } from 'multer';
import { IMAGE_FIELDS, MOVIE_LIMITS, SERVER_MESSAGES, type UploadedFile } from '@cinema/contracts';
import { AppError, badRequest } from './app-error.ts';
import { isStorableText, jsonBody } from './json-body.ts';

export const MULTIPART_MESSAGES = {
  unexpectedFile: `Only one ${IMAGE_FIELDS.join(' and one ')} file may be uploaded`,
  unreadable: 'The form data could not be read',
  unstorable: 'Text contains characters that cannot be stored',
} as const;

const FILE_FIELDS: readonly string[] = IMAGE_FIELDS;

// A movie form has at most ~130 text parts (40 cast, 40 crew, lists, a 2,000-character summary);
// anything far past that is not a form of ours.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: MOVIE_LIMITS.imageBytes,
    files: FILE_FIELDS.length,
    fields: 200,
    parts: 200 + FILE_FIELDS.length,
    fieldSize: 32 * 1024,
    fieldNameSize: 100,
    headerPairs: 50,
    fieldNestingDepth: 2,
    fieldArrayIndexLimit: 100,
  },
}).fields(FILE_FIELDS.map((name) => ({ name, maxCount: 1 })));

/**
 * The body of a route declared `body: 'multipart'`: multipart/form-data with image files (kept in
 * memory, only the image fields, one file each, MOVIE_LIMITS.imageBytes each), or JSON as on any
 * other route. Repeated fields and `name[]` become arrays (the contracts' toList also reads one
 * JSON-encoded field); each file is put in the body under its field name. Field text must be
 * storable, as in JSON bodies. Every refusal is a 4xx: the input is the client's.
 */
export function multipartBody(): RequestHandler {
  const json = jsonBody();
  return (req, res, next) => {
    if (!req.is('multipart/form-data'))
      return json(req, res, (error?: unknown) => {
        if (!error) keepImageUrls(req.body);
        next(error);
      });
    const encoding = req.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity')
      return next(new AppError(415, 'UNSUPPORTED_MEDIA', SERVER_MESSAGES.unsupportedMedia));
    upload(req, res, (error?: unknown) => {
      if (error) return next(uploadError(error));
      try {
        req.body = formBody(req);
        next();
      } catch (failure) {
        next(failure);
      }
    });
  };
}

/**
 * A JSON body cannot carry a file: under a file field it keeps only text (the image's URL, as the
 * original API's clients send it; the route decides whether to fetch it), anything else is dropped.
 */
function keepImageUrls(body: unknown) {
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const field of FILE_FIELDS)
      if (typeof (body as Record<string, unknown>)[field] !== 'string')
        delete (body as Record<string, unknown>)[field];
}

function formBody(req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  refuseUnstorable(body);
  // A file field holds a file or nothing (a form posts an empty text part when none was chosen).
  for (const field of FILE_FIELDS) delete body[field];
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  for (const field of FILE_FIELDS) {
    const file = files[field]?.[0];
    if (file) body[field] = uploadedFile(file);
  }
  return body;
}

function refuseUnstorable(value: unknown): void {
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw badRequest(MULTIPART_MESSAGES.unstorable);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) throw badRequest(MULTIPART_MESSAGES.unstorable);
      refuseUnstorable(item);
    }
  }
}

/**
 * The file as the contracts' uploadedFileSchema reads it. Serialised (Idempotency-Key
 * fingerprints) it is its digest, not megabytes of JSON numbers.
 */
function uploadedFile({ buffer, size, mimetype, originalname }: Express.Multer.File): UploadedFile {
  const file = { buffer, size, mimetype, originalname };
  const sha256 = () => createHash('sha256').update(buffer).digest('hex');
  Object.defineProperty(file, 'toJSON', {
    value: () => ({ sha256: sha256(), size, mimetype, originalname }),
  });
  return file;
}

function uploadError(error: unknown): AppError {
  if (!(error instanceof MulterError)) return badRequest(MULTIPART_MESSAGES.unreadable);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError(413, 'IMAGE_TOO_LARGE', SERVER_MESSAGES.imageTooLarge, {
        [error.field ?? '_']: SERVER_MESSAGES.imageTooLarge,
      });
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return badRequest(MULTIPART_MESSAGES.unexpectedFile);
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_VALUE':
      return new AppError(413, 'TOO_LARGE', SERVER_MESSAGES.tooLarge);
    default:
      return badRequest(MULTIPART_MESSAGES.unreadable);
  }
}

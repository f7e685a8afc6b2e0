import type { IncomingHttpHeaders } from 'node:http';
import express, { type RequestHandler } from 'express';
import { SERVER_MESSAGES } from '@cinema/contracts';
import { AppError } from './app-error.ts';

// A lone surrogate or a NUL survives JSON.parse but PostgreSQL refuses it in text and jsonb, so
// such input would fail only after side effects (an OTP spent, a mail sent); other control
// characters (all but tab and line breaks) only ever make names and mails that nobody can read.
// Refuse them all up front, for every route.
const unstorable =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string) => !unstorable.test(text);

function refuseUnstorable(key: string, value: unknown) {
  if (!isStorableText(key) || (typeof value === 'string' && !isStorableText(value)))
    throw new SyntaxError('Text contains characters that cannot be stored');
  return value;
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * The JSON body parser every JSON route uses: UTF-8 only, 100 kB, only storable text. A body that
 * is not JSON (text, a form, no type at all) is refused with 415 instead of being skipped: skipped,
 * it would reach a route whose fields are all optional as an empty request.
 */
export const jsonBody = (): RequestHandler => {
  const parse = express.json({ limit: '100kb', reviver: refuseUnstorable });
  return (req, res, next) => {
    if (hasBody(req.headers) && !req.is('application/json'))
      return next(new AppError(415, 'UNSUPPORTED_MEDIA', SERVER_MESSAGES.unsupportedMedia));
    parse(req, res, next);
  };
};

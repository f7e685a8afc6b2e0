import { badRequest } from './app-error.ts';

/** The ETag of a versioned resource (a movie, a screen): weak, since it names a version, not bytes. */
export const versionEtag = (version: number) => `W/"${version}"`;

export const IF_MATCH_MESSAGE = 'If-Match must be one version, like W/"3"';

/**
 * The version an edit started from, from its If-Match header: `W/"3"`, `"3"` or `3` (0 too: a screen never configured). No header
 * (or `*`) means "whatever is current": undefined. Anything else is a 400, never a silent overwrite.
 */
export function expectedVersionFrom(ifMatch: string | undefined): number | undefined {
  const value = ifMatch?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"(0|[1-9][0-9]{0,8})"$|^(0|[1-9][0-9]{0,8})$/.exec(value);
  if (!match) throw badRequest(IF_MATCH_MESSAGE);
  return Number(match[1] ?? match[2]);
}

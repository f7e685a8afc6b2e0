import { badRequest } from '@cinema/server-kit';

/**
 * The screen version an edit started from, from its If-Match header: `W/"2"`, `"2"` or `2`. No
 * header (or `*`) means "whatever is current". Unlike a movie, a screen has a version 0 (opened,
 * never configured), so 0 is a version here. Anything else is a 400, never a silent overwrite.
 */
export function screenVersionFrom(ifMatch: string | undefined): number | undefined {
  const value = ifMatch?.trim();
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"(0|[1-9]\d{0,8})"$|^(0|[1-9]\d{0,8})$/.exec(value);
  if (!match) throw badRequest('If-Match must be one version, like W/"3"');
  return Number(match[1] ?? match[2]);
}

/** Weak: it names a version of the screen, not the bytes of an answer. */
export const screenEtag = (version: number) => `W/"${version}"`;

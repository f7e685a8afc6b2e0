import { z } from 'zod';

/**
 * `PUBLIC_URL`: where clients reach this API from outside (`https://api.example.com`, optionally
 * with a path prefix the proxy adds). Set: image URLs are absolute under it and /media may be
 * embedded from other origins (clients of the original API run on their own origin). Unset: image
 * URLs stay relative and /media is same-origin only. Kept without a trailing slash.
 */
export const publicUrlSetting = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine(isPublicUrl, 'must be an http(s) URL like https://api.example.com (no query or fragment)')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

function isPublicUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.search &&
      !url.hash &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** The origin of a PUBLIC_URL (what a page's CSP names to load images from it). */
export const originOf = (publicUrl: string) => new URL(publicUrl).origin;

/**
 * Where the terms page's Accept may continue to: a path on this site from the `next` query
 * parameter, never another origin (`//evil.example`, `https://…`, `/\evil.example`, `javascript:`),
 * so the link cannot be used to send viewers elsewhere. Null when there is nothing safe to follow.
 */
export function safeNextPath(next: string | null, origin = window.location.origin): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || /[\\\p{Cc}]/u.test(next)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

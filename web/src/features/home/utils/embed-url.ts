const YOUTUBE_ID = /^[\w-]{11}$/;

/** The video id of a YouTube watch link (youtube.com/watch?v=…, m.youtube.com, youtu.be/…), else null. */
function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' && url.pathname === '/watch'
        ? url.searchParams.get('v')
        : null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The spec's trailer links, watch links turned into embed links: `https://www.youtube.com/watch?v=ID`
 * becomes `https://www.youtube-nocookie.com/embed/ID` (YouTube's privacy-enhanced player, which sets
 * no cookies until the video plays). Null for a link that is not a YouTube video.
 */
export function toEmbedUrl(watchUrl: string): string | null {
  const id = youtubeId(watchUrl);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

import { toEmbedUrl } from './utils/embed-url';

/**
 * The spec's Trailer entry (index, img, vedioSrc: spelled so), plus the film's title and the watch
 * link the embed link comes from.
 */
export interface Trailer {
  index: number;
  img: string;
  /** The embed link (the spec converts watch links to embed links). */
  vedioSrc: string;
  watchUrl: string;
  title: string;
}

const trailer = (index: number, title: string, watchUrl: string): Trailer => ({
  index,
  img: `/home/trailer-${index + 1}.svg`,
  vedioSrc: toEmbedUrl(watchUrl) ?? watchUrl,
  watchUrl,
  title,
});

/**
 * 5 trailers (LIMITS.trailers): the Blender Studio's open movies (CC BY), on its YouTube channel.
 * The pictures are drawn in the repository; nothing is fetched from YouTube until a viewer asks.
 */
export const TRAILERS: readonly Trailer[] = [
  trailer(0, 'Big Buck Bunny', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'),
  trailer(1, 'Sintel', 'https://www.youtube.com/watch?v=eRsGyueVLvQ'),
  trailer(2, 'Tears of Steel', 'https://www.youtube.com/watch?v=R6MlUcmOul8'),
  trailer(3, 'Cosmos Laundromat', 'https://www.youtube.com/watch?v=Y-rmzh0PI3c'),
  trailer(4, 'Spring', 'https://www.youtube.com/watch?v=WhWc3b3KhnY'),
];

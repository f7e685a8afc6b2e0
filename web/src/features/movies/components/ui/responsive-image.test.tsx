import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageView } from '@cinema/contracts';
import { ResponsiveImage } from './responsive-image';

const poster = (name: string): ImageView => ({
  src: `/media/${name}-480.jpg`,
  fallbackSrcSet: `/media/${name}-240.jpg 240w, /media/${name}-480.jpg 480w`,
  srcSet: `/media/${name}-240.webp 240w, /media/${name}-480.webp 480w`,
  width: 480,
  height: 720,
});

const nextFrames = () =>
  act(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

// The gate opens once per page load, so this file holds one page's story from its first paint.
describe('ResponsiveImage on a first visit', () => {
  // happy-dom calls every image complete at once; a browser does so only for a cached file.
  const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
  beforeAll(() => {
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
  });
  afterAll(() => {
    if (complete) Object.defineProperty(HTMLImageElement.prototype, 'complete', complete);
  });

  it('loads the posters below the fold only after the first screen has painted its own', async () => {
    render(
      <>
        <ResponsiveImage image={poster('first')} alt="First" sizes="50vw" priority />
        <ResponsiveImage image={poster('later')} alt="Later" sizes="50vw" />
      </>,
    );
    const first = screen.getByAltText('First');
    const later = screen.getByAltText('Later');
    expect(first).toHaveAttribute('src', '/media/first-480.jpg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    // Waiting: no file to fetch yet, but its box is reserved by width and height.
    expect(later).not.toHaveAttribute('src');
    expect(later).not.toHaveAttribute('srcset');
    expect(later.parentElement!.querySelector('source')).toBeNull();
    expect(later).toHaveAttribute('width', '480');

    await nextFrames();
    expect(later).not.toHaveAttribute('src');

    fireEvent.load(first);
    await nextFrames();
    expect(later).toHaveAttribute('src', '/media/later-480.jpg');
    expect(later.parentElement!.querySelector('source')).toHaveAttribute(
      'srcset',
      '/media/later-240.webp 240w, /media/later-480.webp 480w',
    );
    expect(later).toHaveAttribute('loading', 'lazy');
  });

  it('does not hold later pages: a poster list without a first screen loads at once', () => {
    render(<ResponsiveImage image={poster('next-page')} alt="Next page" sizes="50vw" />);
    expect(screen.getByAltText('Next page')).toHaveAttribute('src', '/media/next-page-480.jpg');
  });
});

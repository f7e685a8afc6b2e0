import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ImageView } from '@cinema/contracts';
import { holdGateFor, releaseGateIfIdle, useGateOpen } from './first-posters-gate';

interface ResponsiveImageProps {
  image: ImageView;
  alt: string;
  /** Which width the image is drawn at, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: load at once and early. Below it: lazily, after the first screen's posters. */
  priority?: boolean;
  className?: string;
}

/**
 * A server image as WebP at every width, with JPEG for browsers without WebP. Its intrinsic width
 * and height reserve the space before it arrives, so nothing shifts (also while a later poster
 * waits for the first screen's, see first-posters-gate.ts).
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const img = useRef<HTMLImageElement>(null);
  const settle = useRef<() => void>(undefined);
  const gateOpen = useGateOpen();
  const show = priority || gateOpen;

  // Layout effects run before any effect of the same commit: the first posters hold the gate
  // before a later one can find it idle.
  useLayoutEffect(() => {
    if (!priority) return;
    const done = holdGateFor();
    settle.current = done;
    if (img.current?.complete) done();
    return done;
  }, [priority]);
  useEffect(() => {
    if (!priority) releaseGateIfIdle();
  }, [priority]);

  return (
    <picture>
      {show && <source type="image/webp" srcSet={image.srcSet} sizes={sizes} />}
      <img
        ref={img}
        src={show ? image.src : undefined}
        srcSet={show ? image.fallbackSrcSet : undefined}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => settle.current?.()}
        onError={() => settle.current?.()}
        className={className}
      />
    </picture>
  );
}

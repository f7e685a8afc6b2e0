import type { ImageView } from '@cinema/contracts';

interface ResponsiveImageProps {
  image: ImageView;
  alt: string;
  /** Which width the image is drawn at, for the browser to pick a file (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: load at once and early. Below it: lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A server image as WebP at every width, with JPEG for browsers without WebP. Its intrinsic width
 * and height reserve the space before it arrives, so nothing shifts.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  return (
    <picture>
      <source type="image/webp" srcSet={image.srcSet} sizes={sizes} />
      <img
        src={image.src}
        srcSet={image.fallbackSrcSet}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { MovieImages } from '@cinema/write-api';

/** The demo films' art, drawn in the repository by scripts/generate-demo-art.ts. */
export const DEMO_ART_DIR = new URL('../../demo-art/', import.meta.url);

/** SVG → PNG bytes (uploads take JPEG, PNG or WebP, never SVG). */
const renderSvg = async (file: string) =>
  new Uint8Array(
    await sharp(await readFile(new URL(file, DEMO_ART_DIR)))
      .png({ compressionLevel: 3 })
      .toBuffer(),
  );

/** A film's poster (the thumbnail) and banner, as the Add Movie form would upload them. */
export async function demoArt(slug: string): Promise<MovieImages> {
  const [thumbnailImage, bannerImage] = await Promise.all([
    renderSvg(`${slug}-poster.svg`),
    renderSvg(`${slug}-banner.svg`),
  ]);
  return { thumbnailImage, bannerImage };
}

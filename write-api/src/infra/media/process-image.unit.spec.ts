import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ImageTypeError } from './image-errors.ts';
import { processImage } from './process-image.ts';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png', alpha = false) =>
  sharp({
    create: { width, height, channels: alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: 0.5 } },
  })
    .toFormat(format)
    .toBuffer();

describe('processImage', () => {
  it.each([
    ['banner', 2400, [640, 1280, 1920]],
    ['banner', 1280, [640, 1280]],
    ['banner', 1000, [640]],
    ['banner', 300, [300]],
    ['thumbnail', 600, [240, 480]],
    ['thumbnail', 479, [240]],
  ] as const)(
    'makes a %s %i px wide at the widths %j, never wider than the original',
    async (kind, width, widths) => {
      const { asset, files } = await processImage(await image(width, 100), kind);
      expect(asset.widths).toEqual(widths);
      expect(files.map((f) => f.name)).toEqual(
        widths.flatMap((w) => [`${asset.id}-${w}.webp`, `${asset.id}-${w}.jpg`]),
      );
      for (const file of files) {
        const meta = await sharp(file.bytes).metadata();
        expect(meta.width).toBe(Number(/-(\d+)\./.exec(file.name)![1]));
        expect(meta.format).toBe(file.name.endsWith('.webp') ? 'webp' : 'jpeg');
      }
    },
  );

  it('gives the asset the largest output’s size, in proportion', async () => {
    const { asset } = await processImage(await image(2000, 1000), 'banner');
    expect(asset).toMatchObject({ width: 1920, height: 960 });
  });

  it('names the same bytes the same, and other bytes otherwise', async () => {
    const bytes = await image(500, 500);
    const [a, b, c] = await Promise.all([
      processImage(bytes, 'thumbnail'),
      processImage(Buffer.from(bytes), 'thumbnail'),
      processImage(await image(500, 501), 'thumbnail'),
    ]);
    expect(a.asset.id).toMatch(/^[0-9a-f]{32}$/);
    expect(b.asset.id).toBe(a.asset.id);
    expect(c.asset.id).not.toBe(a.asset.id);
  });

  it('keeps transparency in WebP and puts the JPEG fallback on white', async () => {
    const { files } = await processImage(await image(300, 300, 'png', true), 'thumbnail');
    const webp = await sharp(files.find((f) => f.name.endsWith('.webp'))!.bytes).metadata();
    const jpeg = await sharp(files.find((f) => f.name.endsWith('.jpg'))!.bytes)
      .raw()
      .toBuffer();
    expect(webp.hasAlpha).toBe(true);
    // Half-transparent red on white: lighter than the red itself.
    expect(jpeg[1]).toBeGreaterThan(100);
  });

  it('refuses a TIFF, though sharp could read it', async () => {
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer();
    await expect(processImage(tiff, 'thumbnail')).rejects.toBeInstanceOf(ImageTypeError);
  });
});

import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrPng } from './qr-png.ts';

const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, dark: [...data].map((v) => (v < 128 ? 1 : 0)).join('') };
};

describe('the ticket QR code PNG', () => {
  it.each([
    'short',
    'eyJhbGciOiJIUzI1NiJ9.eyJib29raW5nSWQiOiIxMjMiLCJzY3JlZW5pbmdJZCI6ImFiYy5kZWYuMjAyNi0xMi0wMSJ9.c2lnbmF0dXJl',
    'x'.repeat(300),
  ])('has exactly the pixels qrcode draws for %#', async (text) => {
    const options = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;
    const ours = await pixels(qrPng(text, options));
    const theirs = await pixels(
      await QRCode.toBuffer([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { type: 'png', ...options }),
    );
    expect(ours.width).toBe(240);
    expect(ours).toEqual(theirs);
  });
});

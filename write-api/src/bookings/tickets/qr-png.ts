import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

/*
 * A ticket's QR code as a black-and-white PNG of 1 bit per pixel: the same pixels as
 * `QRCode.toBuffer([{ data: text, mode: 'byte' }], { type: 'png', width, margin })` draws (same
 * module matrix, same scaling), without its RGBA image and pure-JS PNG encoder. qrcode's PNG cost
 * ~5 ms of CPU per confirmation mail, more than the rest of the mail together; this about a
 * fifth of that.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function qrPng(
  text: string,
  {
    width,
    margin,
    errorCorrectionLevel,
  }: { width: number; margin: number; errorCorrectionLevel: 'L' | 'M' | 'Q' | 'H' },
): Buffer {
  // One byte-mode segment (a ticket token is ASCII): qrcode's search for the shortest mix of
  // modes (a graph search per code) cost as much as the rest of the code.
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel,
  });
  const size = modules.size;
  // qrcode's own scaling (renderer/utils.js): the symbol fills `width` when it fits.
  const scale = width >= size + margin * 2 ? width / (size + margin * 2) : 4;
  const side = Math.floor((size + margin * 2) * scale);
  const scaledMargin = margin * scale;
  const rowBytes = Math.ceil(side / 8);
  // The module each pixel column shows (-1: the quiet zone), then each module row drawn once as
  // packed bits and copied to every pixel row it covers. Grey, 1 bit: 0 is black (a dark
  // module), 1 white; each row starts with filter type 0.
  const column = Array.from({ length: side }, (_, j) =>
    j >= scaledMargin && j < side - scaledMargin ? Math.floor((j - scaledMargin) / scale) : -1,
  );
  const raw = Buffer.alloc((rowBytes + 1) * side);
  const white = Buffer.alloc(rowBytes, 0xff);
  let drawn: { module: number; row: Buffer } | undefined;
  for (let i = 0; i < side; i++) {
    const module = i >= scaledMargin && i < side - scaledMargin ? Math.floor((i - scaledMargin) / scale) : -1;
    if (drawn?.module !== module) {
      const row = Buffer.from(white);
      if (module >= 0)
        for (let j = 0; j < side; j++)
          if (column[j]! >= 0 && modules.data[module * size + column[j]!])
            row[j >> 3] = row[j >> 3]! & ~(0x80 >> (j & 7));
      drawn = { module, row };
    }
    drawn.row.copy(raw, i * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

import QRCode from 'qrcode';

/**
 * PNG data URLs of ticket QR codes. A token always gives the same image, so each is drawn once
 * and kept (the newest few thousand): a viewer reopening their history costs no re-encoding.
 */
export function ticketQrCodes(capacity = 5000) {
  const drawn = new Map<string, Promise<string>>();
  return (token: string): Promise<string> => {
    const known = drawn.get(token);
    if (known) return known;
    const image = QRCode.toDataURL(token, {
      type: 'image/png',
      errorCorrectionLevel: 'M',
      margin: 2,
      width: 256,
    });
    image.catch(() => drawn.delete(token));
    if (drawn.size >= capacity) drawn.delete(drawn.keys().next().value!);
    drawn.set(token, image);
    return image;
  };
}

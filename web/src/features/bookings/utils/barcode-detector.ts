/** The Barcode Detection API (Chrome on Android, macOS, ChromeOS), not yet in TypeScript's DOM types. */
export interface DetectedBarcode {
  rawValue: string;
  format: string;
}
export interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = () =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;

/** A QR code detector, or null where the browser has none. */
export function createQrDetector(): BarcodeDetectorLike | null {
  const Detector = detectorClass();
  return Detector ? new Detector({ formats: ['qr_code'] }) : null;
}

/**
 * Whether this browser can read a QR code through a camera: it has a detector that knows QR codes,
 * camera access, and at least one camera (listed before any permission is asked, without labels).
 */
export async function canScanWithCamera(): Promise<boolean> {
  const Detector = detectorClass();
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!Detector || !media?.getUserMedia || !media.enumerateDevices) return false;
  try {
    const formats = Detector.getSupportedFormats ? await Detector.getSupportedFormats() : ['qr_code'];
    if (!formats.includes('qr_code')) return false;
    const devices = await media.enumerateDevices();
    return devices.some((device) => device.kind === 'videoinput');
  } catch {
    return false;
  }
}

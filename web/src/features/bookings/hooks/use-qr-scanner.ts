import { useEffect, useRef, useState } from 'react';
import { createQrDetector } from '../utils/barcode-detector';

const SCAN_EVERY_MS = 250;

export type ScannerState = 'starting' | 'scanning' | 'denied' | 'failed';

/**
 * Shows the back camera in the returned video ref's element and reads it for a QR code a few
 * times a second; calls `onCode` once with the first code found. The camera is switched off when
 * the component using it unmounts (or when a code is found).
 */
export function useQrScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<ScannerState>('starting');
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    const detector = createQrDetector();
    const video = videoRef.current;

    const scan = async () => {
      if (stopped || !detector || !video) return;
      try {
        const code = (await detector.detect(video)).find((found) => found.rawValue)?.rawValue;
        if (code && !stopped) {
          stop();
          onCodeRef.current(code);
          return;
        }
      } catch {
        // A frame the detector could not read (the video not ready yet): try the next one.
      }
      if (!stopped) timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
    };

    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (stopped || !video) return stop();
        video.srcObject = stream;
        await video.play().catch(() => undefined);
        setState('scanning');
        void scan();
      } catch (error) {
        if (stopped) return;
        const name = error instanceof DOMException ? error.name : '';
        setState(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'failed');
      }
    };

    if (detector) void start();
    else setState('failed');
    return stop;
  }, []);

  return { videoRef, state };
}

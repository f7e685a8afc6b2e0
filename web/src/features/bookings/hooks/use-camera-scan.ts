import { useEffect, useState } from 'react';
import { canScanWithCamera } from '../utils/barcode-detector';

/** Whether to offer 'Scan with camera' (progressive enhancement: typing or pasting always works). */
export function useCameraScanSupport(): boolean {
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let current = true;
    void canScanWithCamera().then((ok) => current && setSupported(ok));
    return () => {
      current = false;
    };
  }, []);
  return supported;
}

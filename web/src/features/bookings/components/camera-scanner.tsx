import { Dialog } from '@/components/ui/dialog';
import { useQrScanner, type ScannerState } from '../hooks/use-qr-scanner';
import { secondaryButtonClass } from './ui/styles';

const STATUS: Record<ScannerState, string> = {
  starting: 'Starting the camera…',
  scanning: "Point the camera at the ticket's QR code.",
  denied: 'Camera access was refused. Allow the camera for this site, or type or paste the code instead.',
  failed: 'The camera could not be started. Type or paste the code instead.',
};

interface CameraScannerProps {
  onCode: (code: string) => void;
  onClose: () => void;
}

/** Reads a ticket's QR code with the device's camera (loaded only where the browser can). */
export default function CameraScanner({ onCode, onClose }: CameraScannerProps) {
  const { videoRef, state } = useQrScanner(onCode);
  const problem = state === 'denied' || state === 'failed';
  return (
    <Dialog
      title="Scan ticket QR code"
      closeLabel="Stop scanning"
      onClose={onClose}
      footer={
        <div className="border-t border-slate-200 p-4">
          <button type="button" onClick={onClose} className={`${secondaryButtonClass} w-full`}>
            Type the code instead
          </button>
        </div>
      }
    >
      <div className="p-4">
        <div className="relative overflow-hidden rounded-xl bg-slate-900">
          <video
            ref={videoRef}
            muted
            playsInline
            aria-hidden="true"
            className="aspect-square w-full object-cover"
          />
          {!problem && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-[18%] rounded-2xl border-4 border-white/80 shadow-[0_0_0_999px_rgba(15,23,42,0.35)]"
            />
          )}
        </div>
        <p role={problem ? 'alert' : 'status'} className="mt-3 text-center text-slate-700">
          {STATUS[state]}
        </p>
      </div>
    </Dialog>
  );
}

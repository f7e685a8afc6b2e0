import { lazy, Suspense } from 'react';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useCameraScanSupport } from '../hooks/use-camera-scan';
import { useTicketCheck } from '../hooks/use-ticket-check';
import { AdmittedTicket } from './admitted-ticket';
import { RefusedTicket } from './refused-ticket';
import { PageFrame } from './ui/page-frame';
import { cardClass, primaryButtonClass, secondaryButtonClass } from './ui/styles';

const CameraScanner = lazy(() => import('./camera-scanner'));

/**
 * Admin: checks a viewer's ticket at the door. A QR scanner (which types the code and presses
 * Enter), a paste, or the device's camera where the browser can read QR codes; the answer is the
 * admitted ticket to compare with the viewer, or the server's reason to refuse.
 */
export function VerifyTicketPage() {
  const check = useTicketCheck();
  const { code, fieldError, outcome, scanning, setScanning, input, isPending, verify, onScanned } = check;
  const canScan = useCameraScanSupport();
  // Ready for a scanner at a desk; on a touch screen focusing would cover the page with a keyboard.
  const finePointer = useMediaQuery('(pointer: fine)');

  return (
    <PageFrame
      title="Verify Ticket"
      lead="Scan the QR code on a viewer's ticket, or type or paste its code. Each ticket is admitted once."
      className="max-w-2xl"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          verify(code);
        }}
        className={`${cardClass} p-5 sm:p-6`}
      >
        <label htmlFor="ticket-code" className="block font-semibold text-slate-900">
          Ticket code
        </label>
        <p id="ticket-code-hint" className="mt-0.5 text-sm text-slate-600">
          A QR scanner types the code here and presses Enter for you.
        </p>
        <input
          ref={input}
          id="ticket-code"
          name="token"
          value={code}
          onChange={(event) => check.type(event.target.value)}
          autoFocus={finePointer}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={2000}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? 'ticket-code-hint ticket-code-error' : 'ticket-code-hint'}
          className="mt-2 block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-600"
        />
        {fieldError && (
          <p id="ticket-code-error" className="mt-1.5 text-sm font-medium text-red-700">
            {fieldError}
          </p>
        )}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <button
            type="submit"
            disabled={isPending}
            aria-busy={isPending || undefined}
            className={primaryButtonClass}
          >
            {isPending ? LOADING_TEXTS.verifying : 'Verify ticket'}
          </button>
          {canScan && (
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setScanning(true)}
              disabled={isPending}
              className={secondaryButtonClass}
            >
              Scan with camera
            </button>
          )}
        </div>
      </form>

      <div aria-live="polite" className="mt-6">
        {outcome && 'admitted' in outcome && <AdmittedTicket admission={outcome.admitted} />}
        {outcome && 'refused' in outcome && <RefusedTicket refusal={outcome.refused} />}
      </div>

      {scanning && (
        <Suspense fallback={null}>
          <CameraScanner onCode={onScanned} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </PageFrame>
  );
}

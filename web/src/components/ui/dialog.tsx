import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { CloseIcon } from './icons';

interface DialogProps {
  title: string;
  /** Called on Escape, on a tap outside the panel and on the close button; the caller unmounts the dialog. */
  onClose: () => void;
  children: ReactNode;
  /** Stays in view under the scrolling body (e.g. the filter drawer's actions). */
  footer?: ReactNode;
  /** Names the close button (default "Close"). */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, makes the page behind
 * inert, and draws it in the top layer (above the sticky header). A sheet from the bottom on
 * phones, a centred panel from sm up; closing it returns focus to where it was. Loaded only with
 * the screens that open one.
 */
export function Dialog({ title, onClose, children, footer, closeLabel = 'Close', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal() focuses the first control; where a browser does not, do it here.
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button')?.focus();
    return () => {
      dialog.close();
      // Back to the control that opened it (once the page behind is no longer inert).
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape: handled here rather than by the browser's cancel, so the caller's state closes it.
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog element itself is hit only outside the panel (its ::backdrop).
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={cx(
        'mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-hidden rounded-t-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 sm:m-auto sm:max-w-lg sm:rounded-2xl motion-safe:animate-fade-in',
        className,
      )}
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 py-2 pr-2 pl-5">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            aria-label={closeLabel}
            onClick={onClose}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer}
      </div>
    </dialog>
  );
}

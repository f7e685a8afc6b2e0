import type { ReactNode } from 'react';

interface RemovableChipProps {
  children: ReactNode;
  /** The remove button's accessible name, e.g. 'Remove Tabu from cast'. */
  removeLabel: string;
  onRemove: () => void;
}

/** A list item (cast name, crew member) with a 44 px remove button. */
export function RemovableChip({ children, removeLabel, onRemove }: RemovableChipProps) {
  return (
    <li className="inline-flex min-h-11 max-w-full items-center rounded-full bg-brand-50 pl-4 text-sm text-brand-900 ring-1 ring-brand-200">
      <span className="min-w-0 break-words">{children}</span>
      <button
        type="button"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
        className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-brand-900"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
    </li>
  );
}

/** The small outlined 'Add' button beside the cast and crew inputs. */
export const addButtonClass =
  'inline-flex h-11 shrink-0 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50';

import type { ReactNode } from 'react';

/** An entry the spec gives no target: muted text, never a control that does nothing. */
export function ComingSoon({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-disabled="true"
      title="Coming soon"
      className={`cursor-not-allowed text-slate-400 ${className}`}
    >
      {children}
    </span>
  );
}

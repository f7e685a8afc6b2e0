import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MenuIcon } from '@/components/ui/icons';
import { useAudience } from './use-audience';

const MobileMenuPanel = lazy(() => import('./mobile-menu-panel'));

/** The hamburger menu shown below the md breakpoint; its entries follow the account type. */
export function MobileMenu() {
  const { pathname } = useLocation();
  // Remember where the menu was opened: navigating anywhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const audience = useAudience();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => setOpenAt(open ? null : pathname)}
        className="-ml-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <MenuIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} audience={audience} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
